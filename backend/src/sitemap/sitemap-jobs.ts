import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { type ContentChange, ContentEvents } from '../common/content-events.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { JobQueue } from '../jobs/job-queue.js';
import { SITEMAP_KEY, SitemapBuilder } from './sitemap-builder.js';

/** The job that rebuilds the sitemap files. */
export const SITEMAP_JOB = 'sitemap.build';

/**
 * When the sitemap files are rebuilt: SITEMAP_REBUILD_SECONDS after a content change this
 * process committed, by a job of the queue SITEMAP_JOB. The queue is 'stately' (at most one job
 * waiting and one running, across every process), so a burst of edits makes one rebuild, and an
 * edit made while a build runs makes one more after it. Once an hour a scheduled job rebuilds
 * them anyway (changes made with SQL, a deploy that lists more). With the job queue off
 * (JOB_QUEUE=off), the process that wrote rebuilds them itself after the same delay.
 */
@Injectable()
export class SitemapRebuilds implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Sitemap');
  /** When this process last queued a rebuild: it starts no sooner than the delay after. */
  private queuedAt: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private building: Promise<unknown> | undefined;

  constructor(
    private readonly jobs: JobQueue,
    private readonly events: ContentEvents,
    private readonly builder: SitemapBuilder,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.define({
      name: SITEMAP_JOB,
      policy: 'stately',
      retryLimit: 3,
      retryDelaySeconds: 60,
      expireInSeconds: 30 * 60,
      schedule: '41 * * * *',
      run: async () => {
        await this.builder.build();
      },
    });
    this.events.subscribe((change) => this.changed(change));
  }

  private get delaySeconds(): number {
    return this.config.sitemapRebuildSeconds;
  }

  private changed(change: ContentChange): void {
    // A build's own notice (SITEMAP_KEY alone) changes no content.
    if ('keys' in change && change.keys.every((key) => key === SITEMAP_KEY)) return;
    this.rebuildSoon().catch((error: Error) =>
      this.logger.warn(`A sitemap rebuild could not be queued: ${error.message}`),
    );
  }

  /** Asks for a rebuild after the delay (tests call it too). */
  async rebuildSoon(): Promise<void> {
    if (this.jobs.running) {
      // The job this process queued last starts after every change made before its delay ran out
      // (by the database's clock: half the delay is left for the clocks to differ).
      const now = Date.now();
      if (this.queuedAt !== undefined && now - this.queuedAt < this.delaySeconds * 500) return;
      const id = await this.jobs.send(SITEMAP_JOB, {}, { startAfter: this.delaySeconds });
      // null: a job is waiting already (maybe another process's, starting sooner): ask again next time.
      if (id) this.queuedAt = now;
      return;
    }
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.building = this.builder
        .build()
        .catch((error: Error) => this.logger.warn(`The sitemap build failed: ${error.message}`))
        .finally(() => {
          this.building = undefined;
        });
    }, this.delaySeconds * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.building;
  }
}
