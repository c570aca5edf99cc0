import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorLevel,
  SitemapIndexStream,
  SitemapStream,
  streamToPromise,
  type SitemapItemLoose,
} from 'sitemap';
import { DataSource, type EntityManager } from 'typeorm';
import { ContentEvents } from '../common/content-events.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { SitemapRepository, type SitemapCursor } from './sitemap.repository.js';
import { chunkPath, type SitemapSource, SitemapSources } from './sitemap-sources.js';

/** The stored index's name; the files are stored by their URL's last segment (questions-1.xml). */
export const SITEMAP_INDEX = 'sitemap.xml';

/**
 * The read key of the stored sitemap (common/read-keys.ts): a build that changes a file names it
 * in its change notice, so every cache holding the old index drops it.
 */
export const SITEMAP_KEY = 'sitemap:files';

/** Rows read per query while a file is built: memory stays bounded by the file's size. */
const BATCH = 1000;
const NAMESPACES = { news: false, xhtml: false, image: false, video: false } as const;
const EMPTY_URLSET =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>';
/** One build at a time across every process (pg_advisory_xact_lock's key: "sitemap"). */
const BUILD_LOCK = 0x73697465;

export interface SitemapBuild {
  /** Every file written, the index last. */
  files: string[];
  /** The files whose content changed, were added or were removed. */
  changed: string[];
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Builds the sitemap files and stores them (sitemap_files): every live artifact of each kind
 * listed in the sitemap, at its canonical address (its slug when it has one), lastmod from its
 * latest revision or slug change, SITEMAP_CHUNK_SIZE rows of a kind per file in creation order (a
 * row under a deleted parent counts towards its file but is not listed), and the index naming the
 * files. One transaction under an advisory lock: readers see the old files until it commits, two
 * builds never interleave, and only files whose content changed are written.
 */
@Injectable()
export class SitemapBuilder {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: SitemapRepository,
    private readonly sources: SitemapSources,
    private readonly events: ContentEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Builds every file; with `ifMissing`, only when no index is stored yet (a request that found
   * none, and waited for another build to finish), answering null when one was.
   */
  async build(options: { ifMissing?: boolean } = {}): Promise<SitemapBuild | null> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [BUILD_LOCK]);
      const stored = await this.repository.hashes(manager);
      if (options.ifMissing && stored.has(SITEMAP_INDEX)) return null;
      const files: string[] = [];
      const changed: string[] = [];
      const keep = async (name: string, xml: string) => {
        files.push(name);
        const hash = sha256(xml);
        if (stored.get(name) === hash) return;
        changed.push(name);
        await this.repository.write(manager, name, xml, hash);
      };
      const index = new SitemapIndexStream({ level: ErrorLevel.THROW });
      for (const source of this.sources.list()) {
        let cursor: SitemapCursor | undefined;
        for (let chunk = 1; ; chunk += 1) {
          const file = await this.file(manager, source, cursor);
          if (file.rows === 0) break;
          const path = chunkPath(source, chunk);
          await keep(path.slice(path.lastIndexOf('/') + 1), file.xml);
          index.write({ url: this.config.publicUrl + path });
          if (file.last === undefined) break;
          cursor = file.last;
        }
      }
      index.end();
      await keep(SITEMAP_INDEX, (await streamToPromise(index)).toString('utf8'));
      const written = new Set(files);
      const gone = [...stored.keys()].filter((name) => !written.has(name));
      await this.repository.remove(manager, gone);
      changed.push(...gone);
      // Nobody can hold a copy of files never stored before.
      if (changed.length > 0 && stored.size > 0)
        await this.events.changedIn(manager, [SITEMAP_KEY]);
      return { files, changed };
    });
  }

  /**
   * One file of a source, from the row after `after`: its XML, how many rows it spans, and the
   * last of them when the source may go on (a full file).
   */
  private async file(
    manager: EntityManager,
    source: SitemapSource,
    after: SitemapCursor | undefined,
  ): Promise<{ xml: string; rows: number; last: SitemapCursor | undefined }> {
    const items: SitemapItemLoose[] = [];
    let cursor = after;
    let rows = 0;
    const size = this.config.sitemapChunkSize;
    while (rows < size) {
      const limit = Math.min(BATCH, size - rows);
      const page = await this.repository.page(manager, source, cursor, limit);
      for (const row of page) {
        if (row.live)
          items.push({ url: `/${source.level}/${row.path}`, lastmod: row.lastmod.toISOString() });
      }
      rows += page.length;
      // A short page is the table's end.
      if (page.length < limit) return { xml: await this.urlset(items), rows, last: undefined };
      cursor = page[page.length - 1];
    }
    return { xml: await this.urlset(items), rows, last: cursor };
  }

  private async urlset(items: SitemapItemLoose[]): Promise<string> {
    // SitemapStream refuses to end without an item (a file whose rows all sit under deleted parents).
    if (items.length === 0) return EMPTY_URLSET;
    const xml = new SitemapStream({
      hostname: this.config.publicUrl,
      xmlns: NAMESPACES,
      level: ErrorLevel.THROW,
    });
    return (await streamToPromise(Readable.from(items).pipe(xml))).toString('utf8');
  }
}
