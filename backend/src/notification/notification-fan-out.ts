import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  DataSource,
  type EntitySubscriberInterface,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';
import { JobQueue } from '../jobs/job-queue.js';
import { recordedIn } from './notification-events.js';
import { MAX_NAMED_NOTICES, UnreadCounts } from './unread-counts.js';

export const FAN_OUT_JOB = 'notification.fan-out';
export const PRUNE_JOB = 'notification.prune';

/**
 * How long a run asked for by a commit waits: the events of a burst (an editor's edits of one
 * thing, ten a second) are then fanned out together, each reader's bundle moved once, not once
 * per edit (for 10,000 watchers, 10,000 rows each time). One job waits at most ('stately').
 */
const COALESCE_SECONDS = 2;

/** What makes events alike (fanned out together): all but their link, names and time. */
const GROUP_KEY = `concat_ws('|', reason, subject_type, subject_id, audience, actor_id,
  array_to_string(targets, ','), array_to_string(recipients, ','), array_to_string(excluded, ','))`;

/** The waiting events in groups of alike ones (GROUP_KEY), each group's ids in order. */
export function groupsOf(waiting: readonly { id: string; key: string }[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const { id, key } of waiting) {
    const group = groups.get(key);
    if (group) group.push(id);
    else groups.set(key, [id]);
  }
  return [...groups.values()];
}

/** Events taken at a time, and batches per run (more waiting: another job is queued). */
const BATCH = 100;
const BATCHES_PER_RUN = 20;
/** How long fanned events and read notifications are kept, and the most each reader keeps. */
const KEEP_DAYS = 90;
const KEEP_PER_USER = 1_000;

/**
 * One event's notifications, in one statement: its direct recipients, the unexpired watchers of
 * any of its targets at its audience's level, and for `changed` the signed-in readers whose
 * latest rating of the argument is of an earlier version; minus whoever muted any of its targets,
 * those it leaves out (`excluded`) and the actor. Unread notifications of the same reason and subject bundle (the partial unique
 * index). It fans out a group of events alike (same reason, subject, actor and audience: an
 * editor's burst of edits) at once: $1 the newest, whose link and names the notifications take,
 * $2 how many, $3 the oldest. Answers how many readers it reached, how many of them had no unread
 * notification of it before (their unread count changed), and those readers' ids when few.
 */
const FAN_OUT_SQL = `
WITH e AS (
  SELECT * FROM notification_events WHERE id = $1
),
t AS (
  SELECT split_part(x, ':', 1) AS type, substr(x, strpos(x, ':') + 1) AS id
    FROM e, unnest(e.targets) AS x
),
live AS (
  SELECT w.user_id, w.level FROM watches w JOIN t ON w.target_type = t.type AND w.target_id = t.id
   WHERE w.expires_at IS NULL OR w.expires_at > now()
),
reached AS (
  SELECT l.user_id FROM live l, e
   WHERE l.level = 'watching' AND e.audience IS NOT NULL
      OR l.level = 'tracking' AND e.audience = 'reply'
  UNION
  SELECT unnest(e.recipients) FROM e
  UNION
  SELECT substr(v.voter_key, 3) FROM e
    JOIN args a ON e.reason = 'changed' AND a.id = e.subject_id
    JOIN vote_latest v ON v.target_type = 'arg' AND v.target_id = a.id AND v.question = 'agreement'
   WHERE v.voter_key LIKE 'u:%' AND v.value <> '' AND v.version <> a.version
  EXCEPT
  SELECT user_id FROM live WHERE level = 'muted'
  EXCEPT
  SELECT unnest(e.excluded) FROM e
),
added AS (
  INSERT INTO notifications AS n (user_id, reason, subject_type, subject_id, subject_name, link,
                                  actor_name, first_event_id, last_event_id, count)
  SELECT r.user_id, e.reason, e.subject_type, e.subject_id, e.subject_name, e.link, e.actor_name,
         $3, e.id, $2
    FROM reached r, e
   WHERE r.user_id IS DISTINCT FROM e.actor_id AND r.user_id IS NOT NULL
  ON CONFLICT (user_id, reason, subject_type, subject_id) WHERE read_at IS NULL
  DO UPDATE SET count = n.count + EXCLUDED.count, link = EXCLUDED.link,
                actor_name = EXCLUDED.actor_name, subject_name = EXCLUDED.subject_name,
                last_event_id = EXCLUDED.last_event_id, updated_at = now()
  RETURNING n.user_id, xmax = 0 AS inserted
),
fresh AS (SELECT user_id FROM added WHERE inserted)
SELECT (SELECT count(*)::int FROM added) AS reached,
       (SELECT count(*)::int FROM fresh) AS fresh,
       CASE WHEN (SELECT count(*) FROM fresh) <= ${MAX_NAMED_NOTICES}
            THEN (SELECT array_agg(user_id) FROM fresh) END AS users`;

/**
 * Turns waiting events (notification_events with fanned_at null) into notifications, in id
 * order, each in one transaction with its fanned_at: an event is fanned out once or not at all,
 * so a failed run leaves it for the retry, and one committed but not fanned when a process stops
 * is found by the next run (every minute, a scheduled run looks). A commit that recorded events
 * asks for a run at once. With the job queue off, the process that wrote runs it itself.
 */
@Injectable()
export class NotificationFanOut
  implements OnModuleInit, OnApplicationShutdown, EntitySubscriberInterface
{
  private readonly logger = new Logger('Notifications');
  /** The in-process run (job queue off), and whether another was asked for meanwhile. */
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly unread: UnreadCounts,
  ) {
    dataSource.subscribers.push(this);
  }

  onModuleInit(): void {
    this.jobs.define({
      name: FAN_OUT_JOB,
      policy: 'stately',
      retryLimit: 5,
      retryDelaySeconds: 5,
      expireInSeconds: 10 * 60,
      pollingIntervalSeconds: 1,
      schedule: '* * * * *',
      run: async () => {
        await this.fanOutWaiting();
      },
    });
    this.jobs.define({
      name: PRUNE_JOB,
      policy: 'stately',
      retryLimit: 3,
      retryDelaySeconds: 60,
      schedule: '23 4 * * *',
      run: () => this.prune(),
    });
  }

  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    if (queryRunner.isTransactionActive || !recordedIn.has(queryRunner)) return;
    recordedIn.delete(queryRunner);
    this.soon();
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) recordedIn.delete(queryRunner);
  }

  /** Asks for a run now: a job (one waits at most, 'stately'), or this process's own run. */
  soon(): void {
    if (this.closed) return;
    if (this.jobs.running) {
      this.jobs
        .send(FAN_OUT_JOB, {}, { startAfter: COALESCE_SECONDS })
        .catch((error: Error) =>
          this.logger.warn(
            `The fan-out could not be queued (the scheduled run will): ${error.message}`,
          ),
        );
      return;
    }
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.fanOutWaiting().catch((error: Error) =>
          this.logger.warn(`The fan-out failed (the next write retries): ${error.message}`),
        );
      } while (this.again && !this.closed);
    })().finally(() => (this.running = undefined));
  }

  /** Fans out waiting events, oldest first, in bounded batches; more left: queues another run. */
  async fanOutWaiting(): Promise<{ events: number; notified: number }> {
    let events = 0;
    let notified = 0;
    for (let batch = 0; batch < BATCHES_PER_RUN; batch += 1) {
      const waiting = (await this.dataSource.query(
        `SELECT id, ${GROUP_KEY} AS key FROM notification_events
          WHERE fanned_at IS NULL ORDER BY id LIMIT $1`,
        [BATCH],
      )) as { id: string; key: string }[];
      for (const ids of groupsOf(waiting)) notified += await this.fanOut(ids);
      events += waiting.length;
      if (waiting.length < BATCH) return { events, notified };
    }
    this.soon();
    return { events, notified };
  }

  /**
   * A group of alike events' notifications and their fanned_at, in one transaction; how many
   * readers it reached.
   */
  private async fanOut(group: readonly string[]): Promise<number> {
    const { reached, fresh, users } = await this.dataSource.transaction(async (manager) => {
      // Locked: a run elsewhere waits, then finds them fanned and adds nothing.
      const ids = (
        (await manager.query(
          'SELECT id FROM notification_events WHERE id = ANY($1) AND fanned_at IS NULL ORDER BY id FOR UPDATE',
          [group],
        )) as { id: string }[]
      ).map((row) => row.id);
      if (ids.length === 0) return { reached: 0, fresh: 0, users: null };
      const [row] = (await manager.query(FAN_OUT_SQL, [
        ids[ids.length - 1],
        ids.length,
        ids[0],
      ])) as {
        reached: number;
        fresh: number;
        users: string[] | null;
      }[];
      await manager.query('UPDATE notification_events SET fanned_at = now() WHERE id = ANY($1)', [
        ids,
      ]);
      if (row.fresh > 0) await UnreadCounts.noticeIn(manager, row.users ?? 'all');
      return row;
    });
    if (fresh > 0) this.unread.changed(users ?? 'all');
    return reached;
  }

  /** The daily bounds: old fanned events, old read notifications, beyond each reader's newest. */
  async prune(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM notification_events WHERE fanned_at < now() - make_interval(days => $1)`,
      [KEEP_DAYS],
    );
    await this.dataSource.query(
      `DELETE FROM notifications WHERE read_at < now() - make_interval(days => $1)`,
      [KEEP_DAYS],
    );
    const beyond = (await this.dataSource.query(
      `WITH ranked AS (
         SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY updated_at DESC, id DESC) AS rank
           FROM notifications
       )
       , gone AS (DELETE FROM notifications n USING ranked r WHERE n.id = r.id AND r.rank > $1
       RETURNING n.id) SELECT id FROM gone`,
      [KEEP_PER_USER],
    )) as unknown[];
    if (beyond.length > 0) {
      await UnreadCounts.noticeIn(this.dataSource.manager, 'all');
      this.unread.changed('all');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    await this.running;
  }
}
