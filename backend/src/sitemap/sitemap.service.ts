import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { markKeyed, readKeys } from '../common/read-keys.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { robotsTxt } from './robots.js';
import { SITEMAP_INDEX, SITEMAP_KEY, SitemapBuilder } from './sitemap-builder.js';
import { SitemapRepository } from './sitemap.repository.js';
import { SitemapSources } from './sitemap-sources.js';

/**
 * sitemap.xml (an index of files), the files themselves and robots.txt naming the index. The
 * files are built in the background (sitemap-jobs.ts) and stored in the database: a request reads
 * the stored file, and builds them only when none was ever built (the first request after
 * install), once per process at a time. The index is keyed by SITEMAP_KEY, so a cache keeps it
 * until a build changes it.
 */
@Injectable()
export class SitemapService {
  /** The build this process's requests wait for when nothing is stored yet. */
  private firstBuild: Promise<unknown> | undefined;

  constructor(
    private readonly repository: SitemapRepository,
    private readonly sources: SitemapSources,
    private readonly builder: SitemapBuilder,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async index(): Promise<string> {
    readKeys(SITEMAP_KEY);
    markKeyed();
    const xml = await this.stored(SITEMAP_INDEX);
    // A programming error: every build writes the index.
    if (xml === undefined) throw new Error('The sitemap was built without its index.');
    return xml;
  }

  /** One file: 404 for a name the index could not list, or does not. */
  async chunk(name: string): Promise<string> {
    if (!this.sources.parse(name))
      throw new NotFoundException(`There is no sitemap file named ${name}.`);
    const xml = await this.stored(name);
    if (xml === undefined) throw new NotFoundException(`There is no sitemap file named ${name}.`);
    return xml;
  }

  /** A stored file; when no index is stored, after the first build. */
  private async stored(name: string): Promise<string | undefined> {
    const xml = await this.repository.file(name);
    if (xml !== undefined || (await this.repository.has(SITEMAP_INDEX))) return xml;
    this.firstBuild ??= this.builder.build({ ifMissing: true }).finally(() => {
      this.firstBuild = undefined;
    });
    await this.firstBuild;
    return this.repository.file(name);
  }

  robots(): string {
    return robotsTxt(this.config.publicUrl);
  }
}
