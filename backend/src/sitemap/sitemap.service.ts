import { Readable } from 'node:stream';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  ErrorLevel,
  SitemapIndexStream,
  SitemapStream,
  streamToPromise,
  type SitemapItemLoose,
} from 'sitemap';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { robotsTxt } from './robots.js';
import { SitemapRepository, type SitemapCursor } from './sitemap.repository.js';
import { chunkPath, type SitemapSource, SitemapSources } from './sitemap-sources.js';

/** Rows read per query while a file streams: memory stays bounded whatever the file's size. */
const BATCH = 1000;
const NAMESPACES = { news: false, xhtml: false, image: false, video: false } as const;
const EMPTY_URLSET =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>';

async function* prepend<T>(first: T, rest: AsyncIterable<T>): AsyncGenerator<T> {
  yield first;
  yield* rest;
}

/**
 * sitemap.xml (an index of files), the files themselves (every live artifact of a kind listed in
 * the sitemap at its canonical address, its slug when it has one; lastmod from its latest
 * revision or slug change) and robots.txt naming the index. The files are streamed, never
 * kept by the page cache, so a slug change shows in the next read; the index (counts only) is
 * kept until the next content write.
 */
@Injectable()
export class SitemapService {
  constructor(
    private readonly repository: SitemapRepository,
    private readonly sources: SitemapSources,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get chunkSize(): number {
    return this.config.sitemapChunkSize;
  }

  /** The index: one file per `chunkSize` rows of each kind (the count includes rows under deleted parents). */
  async index(): Promise<Buffer> {
    const sources = this.sources.list();
    const counts = await Promise.all(sources.map((s) => this.repository.count(s)));
    const index = new SitemapIndexStream({ level: ErrorLevel.THROW });
    sources.forEach((source, i) => {
      for (let chunk = 1; chunk <= Math.ceil(counts[i] / this.chunkSize); chunk += 1) {
        index.write({ url: this.config.publicUrl + chunkPath(source, chunk) });
      }
    });
    index.end();
    return streamToPromise(index);
  }

  /**
   * One file, as a stream of XML: 404 for a name the index could not list. The first batch is read
   * before the answer starts, so a database failure is still an error status.
   */
  async chunk(name: string): Promise<Readable> {
    const parsed = this.sources.parse(name);
    if (!parsed) throw new NotFoundException(`There is no sitemap file named ${name}.`);
    const { source, chunk } = parsed;
    let after: SitemapCursor | undefined;
    if (chunk > 1) {
      after = await this.repository.cursorBefore(source, (chunk - 1) * this.chunkSize);
      if (!after) throw new NotFoundException(`There is no sitemap file named ${name}.`);
    }
    const items = this.items(source, after);
    // SitemapStream refuses to end without an item (a file whose rows all sit under deleted parents).
    const head = await items.next();
    if (head.done) return Readable.from([EMPTY_URLSET]);
    const xml = new SitemapStream({
      hostname: this.config.publicUrl,
      xmlns: NAMESPACES,
      level: ErrorLevel.THROW,
    });
    return Readable.from(prepend(head.value, items)).pipe(xml);
  }

  /** The file's rows in batches; a short batch is the table's end, so no further query. */
  private async *items(
    source: SitemapSource,
    after: SitemapCursor | undefined,
  ): AsyncGenerator<SitemapItemLoose> {
    let cursor = after;
    let left = this.chunkSize;
    while (left > 0) {
      const limit = Math.min(BATCH, left);
      const rows = await this.repository.page(source, cursor, limit);
      for (const row of rows) {
        if (row.live)
          yield { url: `/${source.level}/${row.path}`, lastmod: row.lastmod.toISOString() };
      }
      if (rows.length < limit) return;
      left -= limit;
      cursor = rows[rows.length - 1];
    }
  }

  robots(): string {
    return robotsTxt(this.config.publicUrl);
  }
}
