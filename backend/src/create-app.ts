import { type INestApplication, Logger, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import passport from 'passport';
import { DataSource } from 'typeorm';
import { type AppExtensions, AppModule } from './app.module.js';
import { JobQueue } from './jobs/job-queue.js';
import { sendAuthorizedToFramework, TokenRequests } from './auth/token-requests.js';
import { sendError } from './common/http-exception.filter.js';
import {
  refuseCrossSite,
  refuseDeepJson,
  refuseUnsafeText,
  requireJsonBody,
  unwrapEnvelope,
} from './common/request-guards.middleware.js';
import { requestLogger } from './common/request-logger.js';
import { securityHeaders, type TrustProxy } from './common/security-headers.js';
import type { AppConfig } from './config/config.js';
import { sessionSecret } from './config/session-secret.js';
import { runMigrations } from './database/data-source.js';
import { poolOf } from './database/pool.js';
import { ReadReplicas } from './database/read-replicas.js';
import { MeFastPath } from './me/me-fast-path.js';
import { VoteResultsFastPath } from './vote/vote-results-fast-path.js';
import { SearchFastPath } from './search/search-fast-path.js';
import { buildOpenApiDocument } from './openapi.js';
import { SessionCache } from './session/session-cache.js';
import { sessionMiddleware } from './session/session.middleware.js';
import { CRAWLER_ROUTES, isCrawlerPath } from './sitemap/crawler-paths.js';
import { isOpenDataPath, OPEN_DATA_ROUTES } from './open-data/open-data-paths.js';
import { PageCache } from './web/page-cache.js';
import { COMPRESS_THRESHOLD } from './web/page-encoding.js';
import { renderPagesBeforeFramework } from './web/render-before-framework.js';
import {
  primaryReadsUntilRouted,
  recentWriteCookie,
  replicasFollowing,
  routeReadsBeforeFramework,
  routeReadsInFramework,
} from './web/read-routing.js';
import { mountWeb } from './web/web.js';

export interface CreateAppOptions {
  config: AppConfig;
  databaseUrl: string;
  /** Serve reader-web and admin-web (off in API tests, which need no front-end build). */
  web?: boolean;
  logger?: LoggerService | false;
  extensions?: AppExtensions;
}

/** Builds the whole HTTP app: the order of the middleware below is the request pipeline. */
export async function createApp(options: CreateAppOptions): Promise<INestApplication> {
  const { config } = options;
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.register(config, options.databaseUrl, options.extensions),
    {
      bodyParser: false,
      logger: options.logger ?? new Logger(),
      abortOnError: false,
    },
  );
  const dataSource = app.get(DataSource);
  await runMigrations(dataSource);
  const pool = poolOf(dataSource);
  pool.on('error', (error) =>
    Logger.warn(`Idle database connection failed: ${error.message}`, 'Database'),
  );

  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const applySecurityHeaders = securityHeaders(
    app.getHttpAdapter().getInstance().get('trust proxy fn') as TrustProxy,
  );
  const logRequest = requestLogger(config.logLevel);
  app.use((req: Request, res: Response, next: NextFunction) => {
    applySecurityHeaders(req, res);
    next();
  });
  // Rendered pages and API answers; hashed assets go out precompressed (web.ts), cache hits too.
  app.use(compression({ threshold: COMPRESS_THRESHOLD }));
  const cache = config.pageCache ? app.get(PageCache) : undefined;
  if (cache) {
    await cache.listen(options.databaseUrl);
    app.use(cache.middleware());
  }
  app.use(logRequest);
  app.use('/api', refuseCrossSite, requireJsonBody);
  app.use('/api', express.json({ limit: '1mb', strict: true, verify: refuseDeepJson }));
  app.use('/api', unwrapEnvelope, refuseUnsafeText);
  const secret = await sessionSecret(config);
  // Read replicas (database/read-replicas.ts) hear of writes as the page cache does.
  const replicas = app.get(ReadReplicas);
  if (replicas.enabled) app.get(PageCache).follow(replicasFollowing(replicas));
  // Before the session, so that the session's cookie goes first.
  app.use(recentWriteCookie(config.readYourWritesSeconds));
  if (replicas.enabled) app.use(primaryReadsUntilRouted());
  app.use(sessionMiddleware(pool, secret, app.get(SessionCache)));
  app.use(passport.initialize());
  app.use(passport.session());
  // Authorization: Bearer <personal API token> (api-tokens/): its account, instead of the session's.
  app.use(app.get(TokenRequests).middleware());
  if (replicas.enabled) app.use(routeReadsInFramework());
  // Errors raised by the middleware above (bad JSON, session store down) get the API's error shape.
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (!error) return next();
    sendError(error, req, res);
  });

  // The crawler files and the open data dump's files live at the site's root (sitemap/, open-data/).
  app.setGlobalPrefix('api', { exclude: [...CRAWLER_ROUTES, ...OPEN_DATA_ROUTES] });
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
  const pages =
    options.web !== false
      ? await mountWeb(app, config, (p) => isCrawlerPath(p) || isOpenDataPath(p))
      : undefined;
  app.enableShutdownHooks();
  await app.init();
  const server = app.getHttpServer();
  const [framework] = server.listeners('request') as Parameters<
    typeof sendAuthorizedToFramework
  >[1][];
  const pipeline = { securityHeaders: applySecurityHeaders, logRequest };
  // Page renders read nothing of the visitor: no framework middleware (hits, below, go first).
  if (pages) renderPagesBeforeFramework(server, pipeline, pages, cache);
  // Renders, and the framework, read from a replica or the primary (web/read-routing.ts); the
  // answers from memory below never wait for it.
  if (replicas.enabled) routeReadsBeforeFramework(server);
  // A cache hit costs a lookup, the security headers and a log line: no framework routing.
  cache?.serveHitsBeforeFramework(server, pipeline);
  // GET /api/me the same way, when the session and the reader's votes are in memory.
  app.get(MeFastPath).install(server, pipeline, secret);
  // Vote results too, when the session and the target's results are in memory.
  app.get(VoteResultsFastPath).install(server, pipeline, secret);
  // Searches by signed-in readers (anonymous ones are the page cache's), rate limited the same way.
  app.get(SearchFastPath).install(server, pipeline, app.getHttpAdapter().getInstance());
  // API requests with an Authorization header skip all of the above: a token is checked each time.
  sendAuthorizedToFramework(server, framework);
  // Background jobs: the domains defined their kinds of work while the app was built.
  await app.get(JobQueue).start(options.databaseUrl);
  return app;
}
