import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import type { ArtifactKind } from '../revision/content-kinds.js';
import { liveCondition } from '../revision/live-sql.js';

/**
 * What the sitemap lists: the read pages of each kind whose registration asks for it (`sitemap`),
 * in files named after its plural. A row is listed when it is not deleted, everything it lives
 * under is live (its declared parents) and its kind's own condition holds (a tag while something
 * carries it). Each kind is paged on its partial index (created_at, id) WHERE deleted_at IS NULL,
 * so new content lands in the last file and earlier files keep their URLs and most of their lines.
 */
export interface SitemapSource {
  /** The name in the file's URL: /sitemaps/<name>-<n>.xml. */
  name: string;
  /** Artifact type, as revisions record it. */
  type: string;
  /** The read page's path prefix: /c/<id>. */
  level: string;
  /** The sources' SQL, written once from the registrations and the entities' metadata. */
  sql: { firstPage: string; pageAfter: string };
}

/** The largest file number a URL may name: far beyond any real site. */
export const MAX_CHUNK = 100_000;

const CHUNK_NAME = /^([a-z]+)-([1-9][0-9]{0,5})\.xml$/;

/** "arguments-3.xml" -> the source and file number; undefined for anything else. */
export function parseChunkName(
  sources: readonly SitemapSource[],
  name: string,
): { source: SitemapSource; chunk: number } | undefined {
  const match = CHUNK_NAME.exec(name);
  if (!match) return undefined;
  const source = sources.find((s) => s.name === match[1]);
  const chunk = Number(match[2]);
  return source && chunk <= MAX_CHUNK ? { source, chunk } : undefined;
}

export function chunkPath(source: SitemapSource, chunk: number): string {
  return `/sitemaps/${source.name}-${chunk}.xml`;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * A kind's source. $1 is the type, $2 the batch size, $3 and $4 the keyset position. A kind whose
 * pages may have a slug is listed at its canonical address, its current slug (old slugs live in
 * slug_paths and are never listed), and a slug change is a change of the page (its lastmod).
 * LATERAL ... LIMIT 1 keeps the join one probe into artifact_slugs' primary key per row: as a plain
 * join, a kind with no slugs yet had the planner scan every other kind's slugs instead.
 */
export function sitemapSource(
  dataSource: DataSource,
  kinds: ContentKindRegistry,
  kind: ArtifactKind,
): SitemapSource {
  const page = kind.page!;
  const meta = dataSource.getMetadata(kind.entity);
  const column = (property: string) => {
    const found = meta.findColumnWithPropertyName(property);
    return found && `t.${quote(found.databaseName)}`;
  };
  const table = meta.schema
    ? `${quote(meta.schema)}.${quote(meta.tableName)}`
    : quote(meta.tableName);
  const id = `t.${quote(meta.primaryColumns[0].databaseName)}`;
  const createdAt = column('createdAt');
  if (!createdAt) throw new Error(`The ${kind.type} kind's sitemap needs a createdAt column.`);
  const deletedAt = column('deletedAt');
  const notDeleted = deletedAt ? `${deletedAt} IS NULL` : 'TRUE';
  const parentKey = kind.parent && column(kind.parent.key);
  const listed = [
    kind.parent && parentKey ? liveCondition(dataSource, kinds, kind.parent.type, parentKey) : '',
    kind.sitemap?.listedWhen?.('t') ?? '',
  ].filter(Boolean);
  const slugJoin = page.slugged
    ? `LEFT JOIN LATERAL (SELECT s.slug, s.updated_at FROM artifact_slugs s
                           WHERE s.id = ${id} AND s.artifact_type = $1 LIMIT 1) s ON TRUE`
    : '';
  const path = page.slugged
    ? `COALESCE(s.slug, ${id})`
    : page.addressKey
      ? column(page.addressKey)
      : id;
  const page_ = (after: boolean) =>
    `SELECT ${id} AS id, ${createdAt}::text AS created_at, ${path} AS path,
            ${listed.join(' AND ') || 'TRUE'} AS live,
            GREATEST(COALESCE((SELECT max(r.created_at) FROM revisions r
                                WHERE r.artifact_type = $1 AND r.artifact_id = ${id}),
                              ${column('updatedAt') ?? createdAt}),
                     ${page.slugged ? 's.updated_at' : 'NULL'}) AS lastmod
       FROM ${table} t ${slugJoin}
      WHERE ${notDeleted}${after ? ` AND (${createdAt}, ${id}) > ($3::timestamptz, $4)` : ''}
      ORDER BY ${createdAt}, ${id}
      LIMIT $2`;
  return {
    name: kind.plural,
    type: kind.type,
    level: page.level,
    sql: {
      firstPage: page_(false),
      pageAfter: page_(true),
    },
  };
}

/** The sitemap's sources, in the kinds' registration order, built once the kinds are known. */
@Injectable()
export class SitemapSources implements OnModuleInit {
  private sources: SitemapSource[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly kinds: ContentKindRegistry,
  ) {}

  /** Every kind is registered once providers exist, before any init hook. */
  onModuleInit(): void {
    this.sources = this.kinds
      .list()
      .filter((kind) => kind.sitemap)
      .map((kind) => sitemapSource(this.dataSource, this.kinds, kind));
  }

  list(): readonly SitemapSource[] {
    return this.sources;
  }

  parse(name: string): { source: SitemapSource; chunk: number } | undefined {
    return parseChunkName(this.sources, name);
  }
}
