import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { linkRouteAssets, routeAssets, routeModules, type ClientManifest } from './route-assets';
import { createRoutes } from './routes';

/** A manifest shaped like the build's: an entry with a static import, lazy pages sharing chunks. */
const MANIFEST: ClientManifest = {
  'index.html': {
    file: 'assets/index-E.js',
    isEntry: true,
    imports: ['_vendor-V.js'],
    css: ['assets/index-E.css'],
  },
  '_vendor-V.js': { file: 'assets/vendor-V.js', css: ['assets/vendor-V.css'] },
  '_format-F.js': { file: 'assets/format-F.js', imports: ['index.html'] },
  '_shared-S.js': {
    file: 'assets/shared-S.js',
    imports: ['index.html', '_format-F.js'],
    css: ['assets/shared-S.css'],
  },
  'src/pages/history-page.tsx': {
    file: 'assets/history-page-H.js',
    imports: ['index.html', '_shared-S.js', '_format-F.js', '_vendor-V.js'],
    css: ['assets/history-page-H.css'],
  },
  'src/pages/search-page.tsx': {
    file: 'assets/search-page-Q.js',
    imports: ['index.html', '_shared-S.js'],
    css: ['assets/search-page-Q.css', 'assets/shared-S.css'],
  },
  'src/pages/login-page.tsx': { file: 'assets/login-page-L.js', imports: ['index.html'] },
};

const stylesheet = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`;
const preload = (file: string) =>
  `<link rel="modulepreload" crossorigin href="/${file}" fetchpriority="low">`;

describe('routeAssets', () => {
  const assets = routeAssets(MANIFEST);

  it('links the CSS of a page and of its static imports (theirs first) and preloads their chunks', () => {
    expect(assets(['src/pages/history-page.tsx'])).toBe(
      [
        stylesheet('assets/shared-S.css'),
        stylesheet('assets/history-page-H.css'),
        preload('assets/history-page-H.js'),
        preload('assets/shared-S.js'),
        preload('assets/format-F.js'),
      ].join(''),
    );
  });

  it('names each file once, across chunks and modules', () => {
    const tags = assets(['src/pages/history-page.tsx', 'src/pages/search-page.tsx']);
    for (const file of [
      'assets/shared-S.css',
      'assets/history-page-H.css',
      'assets/search-page-Q.css',
    ]) {
      expect(tags.split(stylesheet(file))).toHaveLength(2);
    }
    for (const file of ['assets/history-page-H.js', 'assets/shared-S.js', 'assets/format-F.js']) {
      expect(tags.split(preload(file))).toHaveLength(2);
    }
    expect(tags.split('<link ')).toHaveLength(1 + 3 + 4);
  });

  it('leaves out what the entry loads: its chunk, its static imports and their CSS', () => {
    const tags = assets(['src/pages/history-page.tsx']);
    expect(tags).not.toContain('index-E');
    expect(tags).not.toContain('vendor-V');
    expect(assets(['index.html'])).toBe('');
  });

  it('preloads a page without CSS', () => {
    expect(assets(['src/pages/login-page.tsx'])).toBe(preload('assets/login-page-L.js'));
  });

  it('adds nothing for no module or a module the manifest lacks', () => {
    expect(assets([])).toBe('');
    expect(assets(['src/pages/no-such-page.tsx'])).toBe('');
    expect(assets(['__proto__', 'constructor'])).toBe('');
  });

  it('answers the same tags again', () => {
    const first = assets(['src/pages/search-page.tsx']);
    expect(assets(['src/pages/search-page.tsx'])).toBe(first);
  });

  it('puts the files under the given base, escaped', () => {
    const manifest: ClientManifest = {
      'src/pages/a.tsx': { file: 'assets/a"b.js', css: ['assets/a&b.css'] },
    };
    expect(routeAssets(manifest, '/static/')(['src/pages/a.tsx'])).toBe(
      '<link rel="stylesheet" crossorigin href="/static/assets/a&#38;b.css">' +
        '<link rel="modulepreload" crossorigin href="/static/assets/a&#34;b.js" fetchpriority="low">',
    );
  });
});

describe('linkRouteAssets', () => {
  const html = '<html><head><style>a{}</style></head><body></body></html>';

  it('puts the tags at the end of the head, after the inlined stylesheet', () => {
    expect(linkRouteAssets(html, '<link rel="stylesheet" href="/x.css">')).toBe(
      '<html><head><style>a{}</style><link rel="stylesheet" href="/x.css"></head><body></body></html>',
    );
  });

  it('leaves the page as it is without tags', () => {
    expect(linkRouteAssets(html, '')).toBe(html);
  });
});

describe('routeModules', () => {
  it('reads the modules of the matched routes, each once', () => {
    expect(
      routeModules([
        undefined,
        { meta: {} },
        { module: 'src/pages/a.tsx' },
        { module: 'src/pages/a.tsx' },
      ]),
    ).toEqual(['src/pages/a.tsx']);
  });
});

function lazyRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [
    ...(route.lazy ? [route] : []),
    ...lazyRoutes(route.children ?? []),
  ]);
}

describe('the lazy routes', () => {
  const routes = lazyRoutes(createRoutes('render'));
  const root = path.join(__dirname, '../..');

  it('exist', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it.each(routes.map((route) => [route.path ?? '(index)', route] as const))(
    '%s names the module it imports lazily',
    (_path, route) => {
      const module = (route.handle as { module?: unknown } | undefined)?.module;
      expect(typeof module).toBe('string');
      expect(existsSync(path.join(root, module as string))).toBe(true);
      // The specifier its feature's routes.tsx imports (./pages/...), without its extension.
      const feature = path.join(root, module as string, '../..');
      const specifier = `./${path
        .relative(feature, path.join(root, module as string))
        .replace(/\.tsx?$/, '')}`;
      // The one relative module its function loads (as written, or as the test build's require).
      const loaded = [...String(route.lazy).matchAll(/["'](\.\.?\/[^"']+)["']/g)].map((m) => m[1]);
      expect(loaded).toEqual([specifier]);
    },
  );

  it('that are not lazy name no module (their code is in the entry)', () => {
    const all = (list: RouteObject[]): RouteObject[] =>
      list.flatMap((route) => [route, ...all(route.children ?? [])]);
    const eager = all(createRoutes('render')).filter((route) => !route.lazy);
    expect(routeModules(eager.map((route) => route.handle))).toEqual([]);
  });
});
