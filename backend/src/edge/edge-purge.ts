import http from 'node:http';
import https from 'node:https';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnModuleInit,
} from '@nestjs/common';
import { type ContentChange, ContentEvents } from '../common/content-events.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { JobQueue } from '../jobs/job-queue.js';
import { keyBatches, purgedKeys, SITE_KEY } from '../web/edge-headers.js';
import { PurgeBatcher } from './purge-batcher.js';

/** The queue of purges sent again later: a failed one, and each one's rebound. */
export const EDGE_PURGE_JOB = 'edge.purge';

export interface EdgePurgeJob {
  /** One of EDGE_PURGE_URL's addresses. */
  url: string;
  keys: string[];
}

/**
 * How long after a write its keys are purged once more (MediaWiki's $wgCdnReboundPurgeDelay):
 * another process may have answered the cache with a page it rendered before it heard of the
 * write (or read from a replica a little behind: longer than a replica may lag), and the cache
 * may have kept it after the purge.
 */
export const REBOUND_SECONDS = 10;
/** A purge request's time to answer, connection included. */
const REQUEST_TIMEOUT_MS = 5000;
/** Bound of the keys waiting in each batcher; past it, the next purge empties the cache. */
const MAX_WAITING_KEYS = 10_000;
/**
 * How long a write's answer waits at most for its purge (the commit waits on ContentEvents'
 * listeners): the next read through the cache shows the write. A slower purge goes on meanwhile.
 */
const ACKNOWLEDGE_WAIT_MS = 1000;
/** A failing cache is named in the log once a minute at most. */
const WARN_EVERY_MS = 60_000;

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 4 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 4 }),
};

/**
 * Sends one PURGE naming `keys` in its xkey-purge header (split into requests whose header fits)
 * to the cache at `url`; rejects unless each is answered 200.
 */
export async function purgeAt(url: string, keys: readonly string[]): Promise<void> {
  for (const batch of keyBatches(keys)) {
    await new Promise<void>((resolve, reject) => {
      const target = new URL(url);
      const client = target.protocol === 'https:' ? https : http;
      const req = client.request(
        target,
        {
          method: 'PURGE',
          headers: { 'xkey-purge': batch },
          agent: agents[target.protocol as keyof typeof agents],
          timeout: REQUEST_TIMEOUT_MS,
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 200
              ? resolve()
              : reject(new Error(`${url} answered ${res.statusCode} to a PURGE`)),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${url} did not answer a PURGE in time`)));
      req.on('error', reject);
      req.end();
    });
  }
}

function isPurgeJob(data: unknown): data is EdgePurgeJob {
  const job = data as Partial<EdgePurgeJob> | null;
  return (
    typeof job?.url === 'string' &&
    /^https?:\/\//.test(job.url) &&
    Array.isArray(job.keys) &&
    job.keys.every((k) => typeof k === 'string')
  );
}

/**
 * Purges the HTTP caches in front (EDGE_PURGE_URL) by the keys each write changed, as the page
 * cache drops them (web/edge-headers.ts): in the writing process, as its transaction commits, the
 * keys of the writes of a few milliseconds (and of those committed while a purge is in flight)
 * are sent together to every cache, and the write is acknowledged once they were (or a second
 * later at most), so that the next read through the cache shows it. A purge that fails is queued as a job (retried with backoff);
 * each key is purged once more REBOUND_SECONDS later, through the job queue when it runs. With no
 * job queue (JOB_QUEUE=0), purges are sent directly only and their failures logged.
 */
@Injectable()
export class EdgePurge implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('EdgePurge');
  private readonly urls: readonly string[];
  private readonly warnedAt = new Map<string, number>();
  /** Caches whose last purge failed: while any does, writes are not held for their purges. */
  private readonly failing = new Set<string>();
  /** Each cache's purges at once: a cache that fails holds no other's. */
  private readonly now: Map<string, PurgeBatcher>;
  private readonly rebound: PurgeBatcher;

  constructor(
    private readonly events: ContentEvents,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.urls = config.edgePurgeUrls;
    const bound = { maxKeys: MAX_WAITING_KEYS, overflow: SITE_KEY };
    this.now = new Map(
      this.urls.map((url) => [
        url,
        new PurgeBatcher({ ...bound, delayMs: 0, send: (keys) => this.purgeNow(url, keys) }),
      ]),
    );
    this.rebound = new PurgeBatcher({
      ...bound,
      delayMs: REBOUND_SECONDS * 1000,
      send: (keys) => this.purgeAgain(keys),
    });
  }

  onModuleInit(): void {
    // Every process of a site has the same EDGE_PURGE_URL: any worker runs the jobs of any other.
    if (this.urls.length === 0) return;
    this.jobs.define<EdgePurgeJob>({
      name: EDGE_PURGE_JOB,
      // 5 s, then doubling: about an hour and a half in all, past the longest time to live.
      retryLimit: 10,
      retryDelaySeconds: 5,
      expireInSeconds: 60,
      run: async (data) => {
        if (!isPurgeJob(data)) throw new Error('An edge purge job names no cache or no keys.');
        await purgeAt(data.url, data.keys);
      },
    });
    this.events.subscribe((change) => this.changed(change));
  }

  /**
   * A write this process committed (ContentEvents tells only the writing process): settles when
   * its purge was sent, or ACKNOWLEDGE_WAIT_MS later, never with a failure; at once while a cache
   * fails (its purges are retried by jobs).
   */
  changed(change: ContentChange): Promise<void> {
    const keys = 'everything' in change ? [SITE_KEY] : purgedKeys(change.keys);
    this.rebound.add(keys);
    const waits: Promise<void>[] = [];
    for (const [url, batcher] of this.now) {
      // A cache that is down or hanging would hold every write (and its connection) a second.
      if (this.failing.has(url)) batcher.add(keys);
      else waits.push(batcher.sent(keys));
    }
    if (waits.length === 0) return Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ACKNOWLEDGE_WAIT_MS)));
    return Promise.race([Promise.all(waits).then(() => undefined), late]).finally(() =>
      clearTimeout(timer),
    );
  }

  /** Sends what waits: the purges at once, and the rebounds (as jobs, or directly). */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([...[...this.now.values()].map((b) => b.drain()), this.rebound.drain()]);
  }

  private async purgeNow(url: string, keys: string[]): Promise<void> {
    try {
      await purgeAt(url, keys);
      this.failing.delete(url);
    } catch (error) {
      this.failing.add(url);
      this.warn(url, error);
      await this.queue(url, keys, 1);
    }
  }

  private async purgeAgain(keys: string[]): Promise<void> {
    await Promise.all(
      this.urls.map(async (url) => {
        if (await this.queue(url, keys)) return;
        await purgeAt(url, keys).catch((error: unknown) => this.warn(url, error));
      }),
    );
  }

  /** Queues a purge as a job (retried until it succeeds); whether it was queued. */
  private async queue(url: string, keys: string[], afterSeconds = 0): Promise<boolean> {
    if (!this.jobs.running) return false;
    try {
      await this.jobs.send<EdgePurgeJob>(
        EDGE_PURGE_JOB,
        { url, keys },
        {
          startAfter: afterSeconds,
        },
      );
      return true;
    } catch (error) {
      this.logger.warn(`An edge purge could not be queued: ${(error as Error).message}`);
      return false;
    }
  }

  private warn(url: string, error: unknown): void {
    const now = Date.now();
    if (now - (this.warnedAt.get(url) ?? -Infinity) < WARN_EVERY_MS) return;
    this.warnedAt.set(url, now);
    this.logger.warn(
      `Purging the HTTP cache at ${url} failed (${(error as Error).message}); ` +
        (this.jobs.running ? 'it is retried by a job.' : 'with no job queue it is not retried.'),
    );
  }
}
