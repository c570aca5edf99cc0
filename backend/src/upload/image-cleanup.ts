import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IMAGE_PATH_PREFIX } from '../common/image-url.js';
import { JobQueue } from '../jobs/job-queue.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { UPLOAD_TYPES } from './upload.service.js';

/** The job that removes images nothing points to. */
export const IMAGE_CLEANUP_JOB = 'images.cleanup';

/**
 * How long an uploaded image is kept though nothing points to it yet: the edit it was uploaded for
 * may still be on its way (or be retried after a refusal). Uploading the same picture again
 * starts the time over.
 */
export const IMAGE_GRACE_HOURS = 24;

/** Images removed per statement, and statements per run (the next run goes on). */
const BATCH = 100;
const MAX_BATCHES = 100;

/**
 * Removes the images that no revision names, that no artifact and no profile shows, and that
 * were uploaded more than IMAGE_GRACE_HOURS ago: an upload whose edit was refused or abandoned,
 * a profile image replaced by another. An image any revision names stays for good (it is marked
 * so in the revision's transaction, image-history.ts), since a revert may bring it back. Hourly,
 * as a job of the queue IMAGE_CLEANUP_JOB; safe to run twice at once or in two processes: each
 * statement locks the rows it removes and skips those another holds.
 */
@Injectable()
export class ImageCleanup implements OnModuleInit {
  private readonly logger = new Logger('Images');
  private sql: string | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly kinds: ContentKindRegistry,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.define({
      name: IMAGE_CLEANUP_JOB,
      policy: 'stately',
      retryLimit: 2,
      retryDelaySeconds: 300,
      schedule: '23 * * * *',
      run: async () => {
        const removed = await this.run();
        if (removed.length > 0) this.logger.log(`Removed ${removed.length} unused images.`);
      },
    });
  }

  /** Removes what it may now; the ids removed. */
  async run(): Promise<string[]> {
    const removed: string[] = [];
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      // A DELETE answers its rows and its count.
      const [rows] = (await this.dataSource.query(this.statement(), [
        IMAGE_GRACE_HOURS,
        BATCH,
      ])) as [{ id: string }[], number];
      removed.push(...rows.map((r) => r.id));
      if (rows.length < BATCH) break;
    }
    return removed;
  }

  /**
   * $1 the grace period in hours, $2 the batch size. What artifacts show is read from the columns
   * of the kinds images are uploaded for (their ImageURL, as stored: /api/image/{id}).
   */
  private statement(): string {
    if (this.sql) return this.sql;
    const shown = Object.values(UPLOAD_TYPES)
      .filter((type) => type !== null)
      .map((type) => {
        const meta = this.dataSource.getMetadata(this.kinds.get(type).entity);
        const column = meta.findColumnWithPropertyName('imageUrl');
        if (!column) throw new Error(`The ${type} kind has no imageUrl column for its image.`);
        return `SELECT substr("${column.databaseName}", ${IMAGE_PATH_PREFIX.length + 1}) AS id
                  FROM "${meta.tableName}" WHERE "${column.databaseName}" IS NOT NULL`;
      });
    this.sql = `
      WITH shown AS (
        SELECT image_id AS id FROM user_profile_images
        ${shown.map((select) => `UNION ${select}`).join('\n')}
      ), unused AS (
        SELECT i.id FROM images i
         WHERE NOT i.in_history AND i.uploaded_at < now() - make_interval(hours => $1)
           AND NOT EXISTS (SELECT 1 FROM shown s WHERE s.id = i.id)
         ORDER BY i.uploaded_at
         LIMIT $2
         FOR UPDATE OF i SKIP LOCKED
      )
      DELETE FROM images i USING unused u WHERE i.id = u.id RETURNING i.id`;
    return this.sql;
  }
}
