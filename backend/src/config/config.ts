import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  admin: { email: string; username: string; password: string } | undefined;
  seedDemo: boolean | undefined;
  rateLimitFactor: number;
  logLevel: string;
  /** Express 'trust proxy': which proxies' X-Forwarded-* headers to believe (client IP for rate limits). */
  trustProxy: string;
  /** The site's public address, for canonical and sharing links (never taken from the Host header). */
  publicUrl: string;
  /** Anonymous pages served from memory (PAGE_CACHE=off to disable). */
  pageCache: boolean;
  /** Background jobs (pg-boss, in the database's pgboss schema): the queue is started at all. */
  jobQueue: boolean;
  /** This process runs the job workers too (off for web-only replicas). */
  jobWorkers: boolean;
  /** Bound of the page cache in bytes (PAGE_CACHE_MAX_MB, default 64). */
  pageCacheMaxBytes: number;
  /**
   * How long a cached answer built from keyed reads is fresh, in seconds (PAGE_CACHE_TTL_SECONDS,
   * default 3600); answers of unkeyed reads, which every write drops, at most 60.
   */
  pageCacheTtlSeconds: number;
  /**
   * The HTTP caches in front (EDGE_PURGE_URL: Varnish addresses, comma-separated): when set, the
   * answers the page cache keeps are marked for shared caches with their keys (xkey), and each
   * write's keys are purged there after commit (edge/edge-purge.ts). Empty: no shared cache.
   */
  edgePurgeUrls: string[];
  /** Sessions kept in memory a few seconds, kept in step by database notices (SESSION_CACHE=off to disable). */
  sessionCache: boolean;
  /** URLs per sitemap file (SITEMAP_CHUNK_SIZE, default 10,000; the protocol allows 50,000). */
  sitemapChunkSize: number;
  /**
   * Where mail goes (SMTP_URL: smtp://user:pass@host:587 or smtps://...); without it, each message
   * is written to <dataDir>/outbox as an .eml file and one log line names it.
   */
  smtpUrl: string | undefined;
  /** The From of the site's mail (MAIL_FROM; default "<site> <no-reply@<PUBLIC_URL's host>>"). */
  mailFrom: string;
  /**
   * GET /api/parse-og may fetch loopback addresses on any port. For tests against a local server
   * only: no environment variable sets it, so production always refuses them.
   */
  parseOgAllowLoopback?: boolean;
}

function positiveNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number (got "${raw}").`);
  }
  return value;
}

function sitemapChunkSize(raw: string | undefined): number {
  const value = positiveNumber('SITEMAP_CHUNK_SIZE', raw, 10_000);
  if (!Number.isInteger(value) || value > 50_000)
    throw new Error(`SITEMAP_CHUNK_SIZE must be a whole number up to 50000 (got "${raw}").`);
  return value;
}

function smtpUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!/^smtps?:\/\/[^/]+/.test(raw))
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:password@host:587).');
  return raw;
}

function edgePurgeUrls(raw: string | undefined): string[] {
  const urls = (raw ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of urls)
    if (!/^https?:\/\/[^/]+/.test(url))
      throw new Error(
        `EDGE_PURGE_URL must be http(s) URLs, comma-separated (got "${url}"), e.g. http://varnish:80/.`,
      );
  return urls;
}

function flag(raw: string | undefined): boolean | undefined {
  if (raw === undefined || raw === '') return undefined;
  return !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());
}

/** The site's name, as its mail signs. */
export const SITE_NAME = 'Opinion Encyclopedia';

/** Reads the environment once; every other module receives the typed result. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const { ADMIN_EMAIL, ADMIN_USERNAME, ADMIN_PASSWORD } = env;
  const adminParts = [ADMIN_EMAIL, ADMIN_USERNAME, ADMIN_PASSWORD].filter(Boolean).length;
  if (adminParts > 0 && adminParts < 3) {
    throw new Error('Set all three of ADMIN_EMAIL, ADMIN_USERNAME and ADMIN_PASSWORD, or none.');
  }
  const port = positiveNumber('PORT', env.PORT, 3000);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(publicUrl))
    throw new Error(`PUBLIC_URL must be an http(s) URL (got "${env.PUBLIC_URL}").`);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    sessionSecret: env.SESSION_SECRET || undefined,
    admin:
      adminParts === 3
        ? { email: ADMIN_EMAIL!, username: ADMIN_USERNAME!, password: ADMIN_PASSWORD! }
        : undefined,
    seedDemo: flag(env.SEED_DEMO),
    rateLimitFactor: positiveNumber('RATE_LIMIT_FACTOR', env.RATE_LIMIT_FACTOR, 1),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY || 'loopback',
    publicUrl,
    pageCache: flag(env.PAGE_CACHE) ?? true,
    jobQueue: flag(env.JOB_QUEUE) ?? true,
    jobWorkers: flag(env.JOB_WORKERS) ?? true,
    pageCacheMaxBytes: Math.round(
      positiveNumber('PAGE_CACHE_MAX_MB', env.PAGE_CACHE_MAX_MB, 64) * 1024 * 1024,
    ),
    pageCacheTtlSeconds: positiveNumber('PAGE_CACHE_TTL_SECONDS', env.PAGE_CACHE_TTL_SECONDS, 3600),
    edgePurgeUrls: edgePurgeUrls(env.EDGE_PURGE_URL),
    sessionCache: flag(env.SESSION_CACHE) ?? true,
    sitemapChunkSize: sitemapChunkSize(env.SITEMAP_CHUNK_SIZE),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || `${SITE_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
