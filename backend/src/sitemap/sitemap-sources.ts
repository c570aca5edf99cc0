import { isSlugArtifactType } from '../slug/slug.rules.js';

/**
 * What the sitemap lists: each read page kind, the table it lives in, and when it counts as live
 * beyond its own deleted_at (its parents live too). Each kind is paged on its own partial index
 * (created_at, id) WHERE deleted_at IS NULL, so new content lands in the last file and earlier
 * files keep their URLs.
 */
export interface SitemapSource {
  /** The name in the file's URL: /sitemaps/<name>-<n>.xml. */
  name: string;
  /** Artifact type, as revisions record it. */
  type: 'convo' | 'pos' | 'arg' | 'article' | 'person' | 'tag' | 'category';
  table: 'convos' | 'positions' | 'args' | 'articles' | 'persons' | 'tags' | 'categories';
  /** The read page's path prefix: /c/<id>. */
  level: 'c' | 'p' | 'a' | 'article' | 'person' | 'tags' | 'categories';
  /** True for a table without deleted_at (tags are never deleted): every row is its own. */
  neverDeleted?: boolean;
  /** SQL on the row `t`: true when every parent is live. */
  parentsLive: string;
  /**
   * SQL on the row `t`: the page's address after the level; the id when absent. A kind whose pages
   * may have a slug (slugged) has none: it is listed at /{level}/{slug} when it has one.
   */
  pathSegment?: string;
}

/**
 * Whether the kind's pages may have a slug (slug/): the page is listed at its canonical address,
 * /{level}/{slug} when it has one, else /{level}/{id}.
 */
export function slugged(source: SitemapSource): boolean {
  return isSlugArtifactType(source.type);
}

export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  {
    name: 'questions',
    type: 'convo',
    table: 'convos',
    level: 'c',
    parentsLive: 'TRUE',
  },
  {
    name: 'positions',
    type: 'pos',
    table: 'positions',
    level: 'p',
    parentsLive: `EXISTS (SELECT 1 FROM convos c WHERE c.id = t.convo_id AND c.deleted_at IS NULL)`,
  },
  {
    name: 'arguments',
    type: 'arg',
    table: 'args',
    level: 'a',
    parentsLive: `EXISTS (SELECT 1 FROM positions p JOIN convos c ON c.id = p.convo_id
                   WHERE p.id = t.pos_id AND p.deleted_at IS NULL AND c.deleted_at IS NULL)`,
  },
  // Articles (/article/<id>) live under nothing; editors write them, so they are few and their
  // pages read the table's primary key order without a partial index of their own.
  {
    name: 'articles',
    type: 'article',
    table: 'articles',
    level: 'article',
    parentsLive: 'TRUE',
  },
  // People's pages are at their alias (/person/<alias>), the canonical address of the page (people
  // have no slugs: slug.rules.ts).
  {
    name: 'people',
    type: 'person',
    table: 'persons',
    level: 'person',
    parentsLive: 'TRUE',
    pathSegment: 't.path_alias',
  },
  // Tags are never deleted; a tag's page is listed while something carries the tag (a tag left
  // with nothing is an empty page). Paged on IDX_tags_created (migration TagsSitemapIndex).
  {
    name: 'tags',
    type: 'tag',
    table: 'tags',
    level: 'tags',
    parentsLive: 'EXISTS (SELECT 1 FROM artifact_tags a WHERE a.tag_id = t.id)',
    neverDeleted: true,
  },
  // Categories (/categories/<id>): editors make them, so they are few, like articles.
  {
    name: 'categories',
    type: 'category',
    table: 'categories',
    level: 'categories',
    parentsLive: 'TRUE',
  },
];

/** SQL: the source's rows that are not deleted themselves (`alias` is '' or 't.'). */
export function notDeleted(source: SitemapSource, alias = ''): string {
  return source.neverDeleted ? 'TRUE' : `${alias}deleted_at IS NULL`;
}

/** The largest file number a URL may name: far beyond any real site, so never a huge OFFSET. */
export const MAX_CHUNK = 100_000;

const CHUNK_NAME = /^([a-z]+)-([1-9][0-9]{0,5})\.xml$/;

/** "arguments-3.xml" -> the source and file number; undefined for anything else. */
export function parseChunkName(name: string): { source: SitemapSource; chunk: number } | undefined {
  const match = CHUNK_NAME.exec(name);
  if (!match) return undefined;
  const source = SITEMAP_SOURCES.find((s) => s.name === match[1]);
  const chunk = Number(match[2]);
  return source && chunk <= MAX_CHUNK ? { source, chunk } : undefined;
}

export function chunkPath(source: SitemapSource, chunk: number): string {
  return `/sitemaps/${source.name}-${chunk}.xml`;
}
