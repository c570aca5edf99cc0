import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Streaming read replicas of DATABASE_URL (DATABASE_REPLICA_URLS, comma-separated): reads that
   * may lag slightly go to one of them (database/read-replicas.ts); none, no replication at all.
   */
  databaseReplicaUrls: string[];
  /**
   * A replica serves reads only while it has replayed everything the primary had written this
   * many seconds ago (REPLICA_MAX_LAG_SECONDS, default 5), measured by WAL positions.
   */
  replicaMaxLagSeconds: number;
  /**
   * How long after a signed-in visitor's write their requests read from the primary and skip the
   * caches (READ_YOUR_WRITES_SECONDS, default 10): the recent_write cookie's lifetime.
   */
  readYourWritesSeconds: number;
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
  /**
   * This process sends the jobs of the queues' cron schedules (pg-boss's clock; any process may,
   * each is sent once). For tests, which run scheduled work themselves: no environment variable
   * sets it, so production always keeps it.
   */
  jobSchedules?: boolean;
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
   * The sitemap files are rebuilt this many seconds after a content change, so a burst of edits
   * makes one rebuild (SITEMAP_REBUILD_SECONDS, default 300).
   */
  sitemapRebuildSeconds: number;
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

/** A comma-separated list of a setting, without blanks. */
function commaList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A URL for messages: its password hidden. */
function shownUrl(raw: string): string {
  return raw.replace(/^([a-z]+:\/\/[^:/@]*:)[^@]*@/i, '$1***@');
}

/** DATABASE_REPLICA_URLS: PostgreSQL URLs, comma-separated, of replicas of DATABASE_URL. */
function replicaUrls(raw: string | undefined, primary: string | undefined): string[] {
  const urls = commaList(raw);
  if (urls.length === 0) return [];
  if (!primary)
    throw new Error(
      'DATABASE_REPLICA_URLS needs DATABASE_URL: the replicas stream from that primary, not from the embedded database.',
    );
  for (const url of urls) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !/^postgres(?:ql)?:$/.test(parsed.protocol) || !parsed.hostname)
      throw new Error(
        `DATABASE_REPLICA_URLS must list postgres:// URLs separated by commas (got "${shownUrl(url)}").`,
      );
    if (url === primary)
      throw new Error('DATABASE_REPLICA_URLS lists DATABASE_URL itself: list the replicas only.');
  }
  if (new Set(urls).size !== urls.length)
    throw new Error('DATABASE_REPLICA_URLS lists the same replica twice.');
  return urls;
}

function wholeSeconds(name: string, raw: string | undefined, fallback: number): number {
  const value = positiveNumber(name, raw, fallback);
  if (!Number.isInteger(value))
    throw new Error(`${name} must be a whole number of seconds (got "${raw}").`);
  return value;
}

/** EDGE_PURGE_URL: where the HTTP caches in front (Varnish) take purges, comma-separated. */
function edgePurgeUrls(raw: string | undefined): string[] {
  const urls = commaList(raw);
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
    databaseReplicaUrls: replicaUrls(env.DATABASE_REPLICA_URLS, env.DATABASE_URL || undefined),
    replicaMaxLagSeconds: positiveNumber('REPLICA_MAX_LAG_SECONDS', env.REPLICA_MAX_LAG_SECONDS, 5),
    readYourWritesSeconds: wholeSeconds(
      'READ_YOUR_WRITES_SECONDS',
      env.READ_YOUR_WRITES_SECONDS,
      10,
    ),
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
    sitemapRebuildSeconds: positiveNumber(
      'SITEMAP_REBUILD_SECONDS',
      env.SITEMAP_REBUILD_SECONDS,
      300,
    ),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || `${SITE_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
