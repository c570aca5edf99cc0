import { SITE_DESCRIPTION, SITE_NAME } from '../../shared/site';
import { scriptJson, withOrigin, type StructuredData } from './structured-data';

/** What a route declares in its `handle.meta` (a value, or a function of its loader data). */
export interface RouteMeta {
  title?: string;
  description?: string;
  /** Path of the canonical page; null for none. Defaults to the current path. */
  canonicalPath?: string | null;
  type?: 'website' | 'article' | 'profile';
  noindex?: boolean;
  /** schema.org JSON-LD, with site paths for URLs (made absolute with the origin). */
  structuredData?: StructuredData;
}

export interface MetaHandle {
  meta?: RouteMeta | ((data: unknown) => RouteMeta);
}

/** The handle of a data page: its loader returns its head metadata, the handle passes it on. */
export const loaderMeta: MetaHandle = { meta: (loaded) => loaded as RouteMeta };

/** Everything the document head shows for a page. */
export interface PageMeta {
  title: string;
  /** The title without the site name, for sharing cards. */
  shareTitle: string;
  description: string;
  canonical: string | null;
  url: string;
  type: string;
  siteName: string;
  noindex: boolean;
  /** Only on indexable pages. */
  structuredData: StructuredData | null;
}

export interface MetaMatch {
  handle?: unknown;
  data?: unknown;
}

export const NOT_FOUND_META: RouteMeta = {
  title: 'Page Not Found',
  description: 'There is no page at this address.',
  canonicalPath: null,
  noindex: true,
};

const ERROR_META: RouteMeta = {
  title: 'Something went wrong',
  description: 'This page could not be shown.',
  canonicalPath: null,
  noindex: true,
};

function metaOf(match: MetaMatch): RouteMeta | undefined {
  const meta = (match.handle as MetaHandle | undefined)?.meta;
  return typeof meta === 'function' ? meta(match.data) : meta;
}

export interface ResolveMetaInput {
  matches: MetaMatch[];
  /** Public origin such as https://example.org; empty when unknown (URLs stay relative). */
  origin: string;
  pathname: string;
  /** Status of the error the page shows instead of its content, if any. */
  errorStatus?: number;
  /** The error page's own title and description, when it has them. */
  errorMeta?: RouteMeta;
}

/** The deepest route that declares metadata wins; an error page gets its own. */
export function resolvePageMeta({
  matches,
  origin,
  pathname,
  errorStatus,
  errorMeta,
}: ResolveMetaInput): PageMeta {
  let meta: RouteMeta = {};
  if (errorStatus === 404) meta = { ...NOT_FOUND_META, ...errorMeta };
  else if (errorStatus !== undefined) meta = { ...ERROR_META, ...errorMeta };
  else {
    for (const match of matches) meta = metaOf(match) ?? meta;
  }
  const canonicalPath = meta.canonicalPath === undefined ? pathname : meta.canonicalPath;
  const canonical = canonicalPath === null ? null : origin + canonicalPath;
  return {
    title: meta.title ? `${meta.title} | ${SITE_NAME}` : SITE_NAME,
    shareTitle: meta.title ?? SITE_NAME,
    description: meta.description ?? SITE_DESCRIPTION,
    canonical,
    url: canonical ?? origin + pathname,
    type: meta.type ?? 'website',
    siteName: SITE_NAME,
    noindex: meta.noindex ?? false,
    structuredData:
      meta.structuredData && !meta.noindex ? withOrigin(meta.structuredData, origin) : null,
  };
}

/** The (name or property, content) pairs of the meta tags, shared by server and client. */
export function metaTags(
  meta: PageMeta,
): Array<{ key: 'name' | 'property'; id: string; content: string }> {
  const tags: Array<{ key: 'name' | 'property'; id: string; content: string }> = [
    { key: 'name', id: 'description', content: meta.description },
    { key: 'property', id: 'og:title', content: meta.shareTitle },
    { key: 'property', id: 'og:description', content: meta.description },
    { key: 'property', id: 'og:url', content: meta.url },
    { key: 'property', id: 'og:type', content: meta.type },
    { key: 'property', id: 'og:site_name', content: meta.siteName },
    { key: 'name', id: 'twitter:card', content: 'summary' },
    { key: 'name', id: 'twitter:title', content: meta.shareTitle },
    { key: 'name', id: 'twitter:description', content: meta.description },
  ];
  if (meta.noindex) tags.push({ key: 'name', id: 'robots', content: 'noindex' });
  return tags;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The head markup of the server render. */
export function renderHeadTags(meta: PageMeta): string {
  const lines = [`<title>${escapeHtml(meta.title)}</title>`];
  for (const tag of metaTags(meta)) {
    lines.push(`<meta ${tag.key}="${tag.id}" content="${escapeHtml(tag.content)}" />`);
  }
  if (meta.canonical !== null) {
    lines.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`);
  }
  if (meta.structuredData) {
    lines.push(`<script type="application/ld+json">${scriptJson(meta.structuredData)}</script>`);
  }
  return lines.join('\n    ');
}
