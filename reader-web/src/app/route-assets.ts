/**
 * The files a server-rendered lazy page needs, linked from its HTML head: without them its CSS
 * would arrive only with its code (the server's HTML painting unstyled first), and its code would
 * be fetched only once the entry runs (start-client.tsx loads the matched lazy routes before
 * hydrating). Read from Vite's client manifest (dist/client/.vite/manifest.json); without one
 * (dev, tests) nothing is added.
 */

/** The fields of a chunk in Vite's client manifest that are read here. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  /** Manifest keys of the chunks it imports statically. */
  imports?: string[];
}

/** Vite's client manifest: keys are source paths ('src/features/revision/pages/history-page.tsx') or chunk names. */
export type ClientManifest = Record<string, ManifestChunk>;

/** The head tags of the given route modules (manifest keys), '' when there are none. */
export type RouteAssets = (modules: readonly string[]) => string;

/** What a lazy route declares in its `handle`: its module, as a manifest key (src/...). */
export interface ModuleHandle {
  module?: string;
}

/** The modules of matched routes, in order, each once. */
export function routeModules(handles: readonly unknown[]): string[] {
  const modules = handles
    .map((handle) => (handle as ModuleHandle | undefined)?.module)
    .filter((module): module is string => typeof module === 'string');
  return [...new Set(modules)];
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** At most this many sets of modules keep their tags (there are a few dozen lazy routes). */
const CACHE_LIMIT = 200;

/**
 * Builds, from the manifest, the function that answers a page's tags: a stylesheet link for the
 * CSS of each module's chunk and of the chunks it imports statically (dependencies first, as Vite
 * loads them), and a low-priority modulepreload for each of those chunks, each once; what the
 * entry loads already (its chunk, its static imports, its CSS, which the template inlines) is
 * left out. Vite's loader skips a file a <link> already names, so nothing loads twice.
 */
export function routeAssets(manifest: ClientManifest, base = '/'): RouteAssets {
  const chunkOf = (key: string) => (Object.hasOwn(manifest, key) ? manifest[key] : undefined);
  /** Manifest keys of the chunks the entry loads, and their CSS files. */
  const entryChunks = new Set<string>();
  const entryCss = new Set<string>();
  const loadEntry = (key: string): void => {
    const chunk = chunkOf(key);
    if (!chunk || entryChunks.has(key)) return;
    entryChunks.add(key);
    for (const file of chunk.css ?? []) entryCss.add(file);
    for (const imported of chunk.imports ?? []) loadEntry(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) loadEntry(key);

  const cache = new Map<string, string>();
  return (modules) => {
    const cacheKey = modules.join('\n');
    const cached = cache.get(cacheKey);
    if (cached !== undefined) return cached;

    const seen = new Set<string>();
    const scripts: string[] = [];
    const styles: string[] = [];
    const visit = (key: string): void => {
      const chunk = chunkOf(key);
      if (!chunk || seen.has(key) || entryChunks.has(key)) return;
      seen.add(key);
      scripts.push(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
      for (const file of chunk.css ?? []) {
        if (!entryCss.has(file) && !styles.includes(file)) styles.push(file);
      }
    };
    for (const module of modules) visit(module);

    const href = (file: string) => escapeAttribute(base + file);
    const tags = [
      ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}">`),
      ...scripts.map(
        (file) => `<link rel="modulepreload" crossorigin href="${href(file)}" fetchpriority="low">`,
      ),
    ].join('');
    // Only modules the manifest knows are kept: the cache is bounded by the build's routes.
    if (cache.size < CACHE_LIMIT && modules.every((module) => chunkOf(module))) {
      cache.set(cacheKey, tags);
    }
    return tags;
  };
}

/**
 * Puts the tags at the end of the head: after the entry's inlined stylesheet, where Vite appends
 * a lazy chunk's CSS in the browser, so the cascade is the same either way.
 */
export function linkRouteAssets(html: string, tags: string): string {
  if (!tags) return html;
  return html.replace('</head>', () => `${tags}</head>`);
}
