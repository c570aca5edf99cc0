import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Logger, type INestApplication } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { clientAddressKey } from '../common/client-address.js';
import { markKeyed } from '../common/read-keys.js';
import { RateLimitService, TooManyRequestsException } from '../common/rate-limit.service.js';
import type { AppConfig } from '../config/config.js';
import {
  loadPageRenderer,
  pageCacheControl,
  type PageRenderer,
  RENDER_FAILED_HTML,
  redirectStatus,
} from './page-renderer.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const READER_DIST = path.join(ROOT, 'reader-web/dist');
export const ADMIN_DIST = path.join(ROOT, 'admin-web/dist');

const IMMUTABLE = { immutable: true, maxAge: '1y', index: false } as const;

/**
 * Hashed build output, sent as the .br or .gz file written next to it at build time when the
 * client accepts one (with Vary: Accept-Encoding), else as it is.
 */
function hashedAssets(dir: string) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: IMMUTABLE,
  });
}

/** A missing hashed asset is a plain 404, never an HTML page that a <script> tag would choke on. */
function assetNotFound(_req: Request, res: Response): void {
  res.status(404).type('text').send('Not found');
}

function missingBuild(res: Response, what: string): void {
  res
    .status(503)
    .type('text')
    .send(`The ${what} is not built. Run "npm run build" (or "npm start", which builds first).`);
}

/** Serves the admin console at /admin (an SPA: deep links fall back to its index.html). */
function mountAdmin(app: INestApplication): void {
  const index = path.join(ADMIN_DIST, 'index.html');
  app.use('/admin/assets', hashedAssets(path.join(ADMIN_DIST, 'assets')), assetNotFound);
  app.use('/admin', express.static(ADMIN_DIST, { index: false, maxAge: '1h' }));
  app.use('/admin', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!existsSync(index)) return missingBuild(res, 'admin console');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

/**
 * favicon.svg, robots.txt and the like: a fixed set known at start-up, so other requests (the API
 * above all) never pay for a file-system lookup.
 */
function topLevelFiles(dir: string): ReadonlySet<string> {
  return existsSync(dir)
    ? new Set(
        readdirSync(dir, { withFileTypes: true })
          // The build's .br/.gz copies are not files of their own (compression sends them).
          .filter((e) => e.isFile() && e.name !== 'index.html' && !/\.(?:br|gz)$/.test(e.name))
          .map((e) => `/${e.name}`),
      )
    : new Set<string>();
}

function serveTopLevelFiles(dir: string, files: ReadonlySet<string>) {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !files.has(req.path)) return next();
    // An icon hardly ever changes, and browsers and crawlers ask for /favicon.ico on every site.
    const maxAge = req.path.startsWith('/favicon.') ? '7d' : '1h';
    res.sendFile(path.join(dir, req.path), { maxAge });
  };
}

/** Pages the reader renders: reader-web's server render, and which paths it answers. */
export interface ReaderPages {
  renderer: PageRenderer;
  /** A GET of this path is a page render (not the API, an asset, a file, the admin console). */
  isPage(path: string): boolean;
}

/** Paths outside /api that backend controllers answer themselves (the crawler files). */
export type BackendPaths = (path: string) => boolean;

/** Every other GET outside /api is rendered on the server by reader-web and hydrated in the browser. */
async function mountReader(
  app: INestApplication,
  config: AppConfig,
  isBackendPath: BackendPaths,
): Promise<ReaderPages | undefined> {
  const clientDir = path.join(READER_DIST, 'client');
  const files = topLevelFiles(clientDir);
  app.use('/assets', hashedAssets(path.join(clientDir, 'assets')), assetNotFound);
  app.use(serveTopLevelFiles(clientDir, files));
  const isRendered = (pathname: string) =>
    pathname !== '/api' && !pathname.startsWith('/api/') && !isBackendPath(pathname);
  const renderer = await loadPageRenderer(app, config, READER_DIST);
  if (!renderer) {
    Logger.warn('reader-web is not built; pages answer 503 until "npm run build".', 'Web');
    app.use((req: Request, res: Response, next: NextFunction) =>
      req.method === 'GET' && isRendered(req.path) ? missingBuild(res, 'reader app') : next(),
    );
    return undefined;
  }
  const rateLimits = app.get(RateLimitService);
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isRendered(req.path)) return next();
    try {
      // A results page runs a search like GET /api/search does, and counts against the same limit.
      if (req.path === '/search' && req.query.q) {
        await rateLimits.consume('searchPerAddress', clientAddressKey(req));
      }
      // The page cache's middleware collects the render's read keys: each server read adds its own.
      markKeyed();
      const result = await renderer.render(req.originalUrl);
      if (result.redirect) return res.redirect(redirectStatus(result), result.redirect);
      res.setHeader('Cache-Control', pageCacheControl(result));
      res.status(result.status).type('html').send(result.html);
    } catch (error) {
      if (error instanceof TooManyRequestsException) return tooManySearches(res);
      next(error);
    }
  });
  // Express routes case-insensitively: anything it might route elsewhere is left to it.
  const elsewhere = /^\/(?:api|assets|admin)(?:\/|$)/i;
  return {
    renderer,
    isPage: (pathname) =>
      isRendered(pathname) &&
      !elsewhere.test(pathname) &&
      !files.has(pathname) &&
      // Its render counts against the search limit, which the framework's path applies.
      pathname !== '/search',
  };
}

/** Fixed text (the search limit's window is a minute): nothing of the request goes into the page. */
function tooManySearches(res: Response): void {
  res
    .status(429)
    .setHeader('Cache-Control', 'no-store')
    .setHeader('Retry-After', '60')
    .type('html')
    .send(
      `<!doctype html><title>Too many searches</title><h1>Too many searches</h1><p>Too many searches from your network; try again in a minute.</p>`,
    );
}

/**
 * Mounts the admin console and the reader; answers the reader's pages for the early render path.
 * `isBackendPath` names the paths outside /api that are left to the backend's controllers.
 */
export async function mountWeb(
  app: INestApplication,
  config: AppConfig,
  isBackendPath: BackendPaths,
): Promise<ReaderPages | undefined> {
  mountAdmin(app);
  const pages = await mountReader(app, config, isBackendPath);
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (!error) return next();
    req.log?.error({ err: error }, 'page render failed');
    if (res.headersSent) return res.end();
    res.status(500).type('html').send(RENDER_FAILED_HTML);
  });
  return pages;
}
