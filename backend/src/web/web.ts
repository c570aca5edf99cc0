import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Logger, type INestApplication } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { clientAddressKey } from '../common/client-address.js';
import { RateLimitService, TooManyRequestsException } from '../common/rate-limit.service.js';
import type { AppConfig } from '../config/config.js';
import { createServerApi, type ServerApi } from './server-api.js';
import { isCrawlerPath } from '../sitemap/crawler-paths.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const READER_DIST = path.join(ROOT, 'reader-web/dist');
export const ADMIN_DIST = path.join(ROOT, 'admin-web/dist');

interface RenderResult {
  status: number;
  html: string;
  redirect?: string;
  /** False when some of the page's data failed to load: the answer must not be cached. */
  complete?: boolean;
}
type Render = (
  request: { url: string; origin: string; serverApi: ServerApi },
  template: string,
) => Promise<RenderResult>;

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
function topLevelFiles(dir: string) {
  const files = existsSync(dir)
    ? new Set(
        readdirSync(dir, { withFileTypes: true })
          // The build's .br/.gz copies are not files of their own (compression sends them).
          .filter((e) => e.isFile() && e.name !== 'index.html' && !/\.(?:br|gz)$/.test(e.name))
          .map((e) => `/${e.name}`),
      )
    : new Set<string>();
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !files.has(req.path)) return next();
    res.sendFile(path.join(dir, req.path), { maxAge: '1h' });
  };
}

/** Every other GET outside /api is rendered on the server by reader-web and hydrated in the browser. */
async function mountReader(app: INestApplication, config: AppConfig): Promise<void> {
  const clientDir = path.join(READER_DIST, 'client');
  const serverEntry = path.join(READER_DIST, 'server/entry-server.js');
  app.use('/assets', hashedAssets(path.join(clientDir, 'assets')), assetNotFound);
  app.use(topLevelFiles(clientDir));
  if (!existsSync(serverEntry)) {
    Logger.warn('reader-web is not built; pages answer 503 until "npm run build".', 'Web');
    app.use((req: Request, res: Response, next: NextFunction) =>
      req.method === 'GET' && !req.path.startsWith('/api') && !isCrawlerPath(req.path)
        ? missingBuild(res, 'reader app')
        : next(),
    );
    return;
  }
  const { render } = (await import(pathToFileURL(serverEntry).href)) as { render: Render };
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  // The render reads through the services of this very process: no HTTP to itself.
  const serverApi = createServerApi(app);
  const rateLimits = app.get(RateLimitService);
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.path === '/api' ||
      req.path.startsWith('/api/') ||
      isCrawlerPath(req.path)
    )
      return next();
    try {
      // A results page runs a search like GET /api/search does, and counts against the same limit.
      if (req.path === '/search' && req.query.q) {
        await rateLimits.consume('searchPerAddress', clientAddressKey(req));
      }
      const result = await render(
        {
          url: req.originalUrl,
          serverApi,
          origin: config.publicUrl,
        },
        template,
      );
      if (result.redirect)
        return res.redirect(
          result.status >= 300 && result.status < 400 ? result.status : 302,
          result.redirect,
        );
      res.setHeader('Cache-Control', result.complete === false ? 'no-store' : 'no-cache');
      res.status(result.status).type('html').send(result.html);
    } catch (error) {
      if (error instanceof TooManyRequestsException) return tooManySearches(res);
      next(error);
    }
  });
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

export async function mountWeb(app: INestApplication, config: AppConfig): Promise<void> {
  mountAdmin(app);
  await mountReader(app, config);
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (!error) return next();
    req.log?.error({ err: error }, 'page render failed');
    if (res.headersSent) return res.end();
    res
      .status(500)
      .type('html')
      .send(
        '<!doctype html><title>Something went wrong</title><h1>Something went wrong</h1><p>Try again in a moment.</p>',
      );
  });
}
