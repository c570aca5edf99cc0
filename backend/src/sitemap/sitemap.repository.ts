import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { notDeleted, type SitemapSource, slugged } from './sitemap-sources.js';

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
 * The sitemap's reads, each answered from the partial index (created_at, id) WHERE deleted_at IS
 * NULL of its table, plus one probe per row into the revisions' (type, id, created_at) index and,
 * for kinds with slugs, one into artifact_slugs' primary key.
 */
@Injectable()
export class SitemapRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Rows not deleted themselves (an index-only count). */
  async count(source: SitemapSource): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM ${source.table} WHERE ${notDeleted(source)}`,
    )) as { n: number }[];
    return row.n;
  }

  /**
   * The row just before the `skip`-th one (0-based), where a file starts; undefined past the end.
   * The one OFFSET in the sitemap: it walks the narrow index only, bounded by MAX_CHUNK files.
   */
  async cursorBefore(source: SitemapSource, skip: number): Promise<SitemapCursor | undefined> {
    const rows = (await this.dataSource.query(
      `SELECT id, created_at::text AS created_at FROM ${source.table}
        WHERE ${notDeleted(source)} ORDER BY created_at, id OFFSET $1 LIMIT 1`,
      [skip - 1],
    )) as RawRow[];
    return rows[0] && { id: rows[0].id, createdAt: rows[0].created_at };
  }

  /** The next `limit` rows after `after` (from the start without one), in keyset order. */
  async page(
    source: SitemapSource,
    after: SitemapCursor | undefined,
    limit: number,
  ): Promise<SitemapRow[]> {
    const params: unknown[] = [source.type, limit];
    let where = notDeleted(source, 't.');
    if (after) {
      params.push(after.createdAt, after.id);
      where += ' AND (t.created_at, t.id) > ($3::timestamptz, $4)';
    }
    // A slugged kind's page is listed at its canonical address: its current slug (old slugs live in
    // slug_paths and are never listed), and a slug change is a change of the page (its lastmod).
    // LATERAL ... LIMIT 1 keeps the join one probe into artifact_slugs' primary key per row: as a
    // plain join, a kind with no slugs yet had the planner scan every other kind's slugs instead.
    const bySlug = slugged(source);
    const slugJoin = bySlug
      ? `LEFT JOIN LATERAL (SELECT s.slug, s.updated_at FROM artifact_slugs s
                             WHERE s.id = t.id AND s.artifact_type = $1 LIMIT 1) s ON TRUE`
      : '';
    const path = bySlug ? 'COALESCE(s.slug, t.id)' : (source.pathSegment ?? 't.id');
    const rows = (await this.dataSource.query(
      `SELECT t.id, t.created_at::text AS created_at, ${path} AS path,
              ${source.parentsLive} AS live,
              GREATEST(COALESCE((SELECT max(r.created_at) FROM revisions r
                                  WHERE r.artifact_type = $1 AND r.artifact_id = t.id), t.updated_at),
                       ${bySlug ? 's.updated_at' : 'NULL'}) AS lastmod
         FROM ${source.table} t ${slugJoin}
        WHERE ${where}
        ORDER BY t.created_at, t.id
        LIMIT $2`,
      params,
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
