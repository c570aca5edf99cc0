import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { JobQueue } from '../jobs/job-queue.js';
import { MailService } from '../mail/mail.service.js';
import type { NotificationReason } from '../notification/notification-reasons.js';
import { notificationText } from '../notification/notification-text.js';
import { digestMail } from './digest-mail.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

/** The job that mails the digests that are due; scheduled hourly. */
export const DIGEST_JOB = 'digest.send';
/** Entries in one mail at most; the rest are "and N more". */
export const MAX_DIGEST_ENTRIES = 50;
/** Users looked up per query, and queries per run: the rest wait for the next run. */
const BATCH = 100;
const MAX_BATCHES = 50;

/**
 * Who is due (`s`: notification_settings): digests on, the address not bounced, the last digest a
 * day (a week) ago less ten minutes (the hourly run would otherwise slip an hour a day), and an
 * unread notification with an event after the last digest's. Events, not notification ids: an
 * unread notification bundles later events into its row, and those are news too.
 */
const DUE = `s.digest <> 'off' AND s.email_bounced_at IS NULL
  AND (s.digest_sent_at IS NULL OR s.digest_sent_at <= now() + interval '10 minutes'
       - CASE s.digest WHEN 'weekly' THEN interval '7 days' ELSE interval '1 day' END)
  AND EXISTS (SELECT 1 FROM notifications n
               WHERE n.user_id = s.user_id AND n.read_at IS NULL AND n.last_event_id > s.digest_through)`;

export type DigestOutcome = 'sent' | 'bounced' | 'failed' | 'skipped';
export type DigestRun = Record<DigestOutcome, number>;

interface Claimed {
  user_id: string;
  digest: 'daily' | 'weekly';
  digest_through: string;
  email: string;
  username_cased: string;
}

interface EntryRow {
  reason: NotificationReason;
  count: number;
  actor_name: string;
  subject_name: string;
  link: string;
}

/** The SMTP server refused the recipient for good (550 no such user...): the address bounced. */
export function refusedRecipient(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  return (
    code === 'EENVELOPE' &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600
  );
}

/**
 * E-mail digests (DIGEST_JOB): each due reader gets one plain-text mail of their unread
 * notifications since the last one. A reader is claimed with FOR UPDATE SKIP LOCKED, mailed, and
 * marked (digest_through, digest_sent_at) in that one transaction, so two processes never mail
 * the same digest; a mail that fails rolls the mark back and fails the job, whose retry mails the
 * readers still due. A permanent refusal of the address marks it bounced instead.
 */
@Injectable()
export class DigestService implements OnModuleInit {
  private readonly logger = new Logger('Digest');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly mail: MailService,
    private readonly links: UnsubscribeLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.define({
      name: DIGEST_JOB,
      policy: 'stately',
      retryLimit: 3,
      retryDelaySeconds: 300,
      expireInSeconds: 30 * 60,
      schedule: '7 * * * *',
      run: async () => {
        const run = await this.sendDue();
        if (run.failed > 0) throw new Error(`${run.failed} digests could not be sent; retrying.`);
      },
    });
  }

  /** Mails every digest that is due (at most MAX_BATCHES × BATCH readers a run). */
  async sendDue(): Promise<DigestRun> {
    const run: DigestRun = { sent: 0, bounced: 0, failed: 0, skipped: 0 };
    let after = '';
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const due: { user_id: string }[] = await this.dataSource.query(
        `SELECT s.user_id FROM notification_settings s
          WHERE ${DUE} AND s.user_id > $1 ORDER BY s.user_id LIMIT $2`,
        [after, BATCH],
      );
      for (const { user_id } of due) run[await this.sendOne(user_id)] += 1;
      if (due.length < BATCH) break;
      after = due[due.length - 1].user_id;
    }
    return run;
  }

  private async sendOne(userId: string): Promise<DigestOutcome> {
    try {
      return await this.dataSource.transaction((manager) => this.claimAndSend(manager, userId));
    } catch (error) {
      this.logger.warn(`The digest of user ${userId} failed: ${(error as Error).message}`);
      return 'failed';
    }
  }

  private async claimAndSend(manager: EntityManager, userId: string): Promise<DigestOutcome> {
    const [claimed]: Claimed[] = await manager.query(
      `SELECT s.user_id, s.digest, s.digest_through, u.email, u.username_cased
         FROM notification_settings s JOIN users u ON u.id = s.user_id
        WHERE s.user_id = $1 AND ${DUE}
        FOR UPDATE OF s SKIP LOCKED`,
      [userId],
    );
    // Another process holds it, or mailed it since the batch was read.
    if (!claimed) return 'skipped';
    const news = `user_id = $1 AND read_at IS NULL AND last_event_id > $2`;
    const [{ total, through }]: { total: number; through: string }[] = await manager.query(
      `SELECT count(*)::int AS total, max(last_event_id) AS through FROM notifications WHERE ${news}`,
      [userId, claimed.digest_through],
    );
    const rows: EntryRow[] = await manager.query(
      `SELECT reason, count, actor_name, subject_name, link FROM notifications WHERE ${news}
        ORDER BY updated_at DESC, id DESC LIMIT $3`,
      [userId, claimed.digest_through, MAX_DIGEST_ENTRIES],
    );
    const message = digestMail({
      to: claimed.email,
      username: claimed.username_cased,
      frequency: claimed.digest,
      publicUrl: this.config.publicUrl,
      entries: rows.map((row) => ({
        sentence: notificationText({
          reason: row.reason,
          count: row.count,
          actorName: row.actor_name,
          subjectName: row.subject_name,
        }),
        link: row.link,
      })),
      more: total - rows.length,
      unsubscribe: await this.links.links(userId),
    });
    try {
      await this.mail.send(message);
    } catch (error) {
      if (!refusedRecipient(error)) throw error;
      this.logger.warn(`Mail to user ${userId} bounced; their digests are paused.`);
      await manager.query(
        'UPDATE notification_settings SET email_bounced_at = now() WHERE user_id = $1',
        [userId],
      );
      return 'bounced';
    }
    await manager.query(
      'UPDATE notification_settings SET digest_through = $2, digest_sent_at = now() WHERE user_id = $1',
      [userId, through],
    );
    return 'sent';
  }
}
