import fs from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { CHECKSUMS, isDumpFileName, MANIFEST } from './dump-names.js';
import { type DumpManifest, LATEST, MANIFEST_VERSION } from './dump-writer.js';
import { dumpsDirOf } from './dump.service.js';

/** A manifest is a few kilobytes; anything much larger is no manifest of ours. */
const MAX_MANIFEST_BYTES = 1024 * 1024;

export interface LatestDump {
  /** The dump's own folder (`latest` resolved once, so a switch mid-request changes nothing). */
  folder: string;
  manifest: DumpManifest;
}

/** Reads the latest dump for /api/data/dumps and /data/{name}: only names its manifest lists. */
@Injectable()
export class DumpStore {
  /** The last manifest read, by its folder: dumps never change once written. */
  private cached: LatestDump | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async latest(): Promise<LatestDump | undefined> {
    let folder: string;
    try {
      folder = await fs.realpath(path.join(dumpsDirOf(this.config), LATEST));
    } catch {
      return undefined;
    }
    if (this.cached?.folder === folder) return this.cached;
    const manifest = await readManifest(folder);
    if (!manifest) return undefined;
    this.cached = { folder, manifest };
    return this.cached;
  }

  /** The path of a file of the latest dump; 404 for a name that is not one of its files. */
  async file(name: string): Promise<{ folder: string; name: string; dump: LatestDump }> {
    const unknown = () =>
      new NotFoundException(
        `There is no file "${name.slice(0, 80)}" in the latest dump: see GET /api/data/dumps for its files.`,
      );
    if (!isDumpFileName(name)) throw unknown();
    const dump = await this.latest();
    if (!dump) throw new NotFoundException('No dump has been made yet.');
    const listed =
      name === MANIFEST || name === CHECKSUMS || dump.manifest.Files.some((f) => f.Name === name);
    if (!listed) throw unknown();
    return { folder: dump.folder, name, dump };
  }
}

async function readManifest(folder: string): Promise<DumpManifest | undefined> {
  const file = path.join(folder, MANIFEST);
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat || stat.size > MAX_MANIFEST_BYTES) return undefined;
  const parsed = JSON.parse(await fs.readFile(file, 'utf8')) as DumpManifest;
  return parsed.Version === MANIFEST_VERSION && Array.isArray(parsed.Files) ? parsed : undefined;
}
