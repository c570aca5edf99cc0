import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
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
 * The sitemap's reads and its stored files. A build reads each source in keyset pages (their SQL
 * written once per source, sitemap-sources.ts), each answered from the partial index
 * (created_at, id) WHERE deleted_at IS NULL of its table, plus one probe per row into the
 * revisions' (type, id, created_at) index and, for kinds with slugs, one into artifact_slugs'
 * primary key. A request reads one stored file by its name (the primary key).
 */
@Injectable()
export class SitemapRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The next `limit` rows after `after` (from the start without one), in keyset order. */
  async page(
    manager: EntityManager,
    source: SitemapSource,
    after: SitemapCursor | undefined,
    limit: number,
  ): Promise<SitemapRow[]> {
    const rows = (await manager.query(
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

  /** A stored file's XML, or undefined. */
  async file(name: string): Promise<string | undefined> {
    const rows = (await this.dataSource.query('SELECT xml FROM sitemap_files WHERE name = $1', [
      name,
    ])) as { xml: string }[];
    return rows[0]?.xml;
  }

  async has(name: string): Promise<boolean> {
    const rows = (await this.dataSource.query('SELECT 1 FROM sitemap_files WHERE name = $1', [
      name,
    ])) as unknown[];
    return rows.length > 0;
  }

  /** Each stored file's content hash, by name. */
  async hashes(manager: EntityManager): Promise<Map<string, string>> {
    const rows = (await manager.query('SELECT name, hash FROM sitemap_files')) as {
      name: string;
      hash: string;
    }[];
    return new Map(rows.map((r) => [r.name, r.hash]));
  }

  async write(manager: EntityManager, name: string, xml: string, hash: string): Promise<void> {
    await manager.query(
      `INSERT INTO sitemap_files (name, xml, hash, changed_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (name) DO UPDATE SET xml = EXCLUDED.xml, hash = EXCLUDED.hash, changed_at = now()`,
      [name, xml, hash],
    );
  }

  async remove(manager: EntityManager, names: string[]): Promise<void> {
    if (names.length > 0)
      await manager.query('DELETE FROM sitemap_files WHERE name = ANY($1)', [names]);
  }
}
