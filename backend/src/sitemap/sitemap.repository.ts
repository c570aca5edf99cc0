import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SitemapSource } from './sitemap-sources.js';

/** A keyset position: created_at as PostgreSQL prints it (microseconds kept), then the id. */
export interface SitemapCursor {
  createdAt: string;
  id: string;
}

export interface SitemapRow extends SitemapCursor {
  /** False when a parent is deleted: the row still counts towards its file's size. */
  live: boolean;
  /** The page's address after its level (its slug or id, or a person's alias). */
  path: string;
  lastmod: Date;
}

interface RawRow {
  id: string;
  created_at: string;
  path: string;
  live: boolean;
  lastmod: Date;
}

/**
 * The sitemap's reads (their SQL written once per source, sitemap-sources.ts), each answered from
 * the partial index (created_at, id) WHERE deleted_at IS NULL of its table, plus one probe per row
 * into the revisions' (type, id, created_at) index and, for kinds with slugs, one into
 * artifact_slugs' primary key.
 */
@Injectable()
export class SitemapRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Rows not deleted themselves (an index-only count). */
  async count(source: SitemapSource): Promise<number> {
    const [row] = (await this.dataSource.query(source.sql.count)) as { n: number }[];
    return row.n;
  }

  /**
   * The row just before the `skip`-th one (0-based), where a file starts; undefined past the end.
   * The one OFFSET in the sitemap: it walks the narrow index only, bounded by MAX_CHUNK files.
   */
  async cursorBefore(source: SitemapSource, skip: number): Promise<SitemapCursor | undefined> {
    const rows = (await this.dataSource.query(source.sql.cursorBefore, [skip - 1])) as RawRow[];
    return rows[0] && { id: rows[0].id, createdAt: rows[0].created_at };
  }

  /** The next `limit` rows after `after` (from the start without one), in keyset order. */
  async page(
    source: SitemapSource,
    after: SitemapCursor | undefined,
    limit: number,
  ): Promise<SitemapRow[]> {
    const rows = (await this.dataSource.query(
      after ? source.sql.pageAfter : source.sql.firstPage,
      after ? [source.type, limit, after.createdAt, after.id] : [source.type, limit],
    )) as RawRow[];
    return rows.map((r) => ({
      id: r.id,
      createdAt: r.created_at,
      path: r.path,
      live: r.live,
      lastmod: r.lastmod,
    }));
  }
}
