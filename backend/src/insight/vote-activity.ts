import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobQueue } from '../jobs/job-queue.js';
import { type VoteActivitySettings, voteActivitySettings } from './vote-activity-settings.js';

/** The job that finds the questions whose votes changed and hands them on. */
export const VOTE_ACTIVITY_JOB = 'insight.vote-activity';

/** Called with questions whose votes changed; at most HAND_ON ids a call. */
export type QuestionsChangedListener = (convoIds: string[]) => Promise<void>;

/** Votes read per statement, and statements per sweep (the next sweep goes on). */
const BATCH = 5000;
const MAX_BATCHES = 20;
/** Questions handed on per sweep, and per listener call. */
const MAX_DUE = 1000;
const HAND_ON = 100;

/** Only these answers change what is computed from votes (free-text answers do not). */
const COUNTED = ['position', 'agreement'];

export interface SweepResult {
  /** Votes read past the watermark. */
  read: number;
  /** Questions handed on to the listeners. */
  handedOn: string[];
}

interface VoteRow {
  id: string;
  convo_id: string | null;
  question: string;
  created_at: Date;
  settled: boolean;
}

/**
 * Finds the questions whose votes changed, without adding any work to a vote: a watermark over
 * votes.id (an identity) read in bounded batches, argument votes mapped to their question. Only
 * votes older than the lag are read past (a contiguous run of them in id order), so a vote whose
 * lower id commits late is still read. Changed questions wait in vote_activity_pending until their
 * votes settle (no vote for settleSeconds) or their first change is maxWaitMinutes old, then every
 * listener gets them (cross-tabs, opinion groups). A listener that fails leaves its questions
 * waiting for the next sweep, and the sweep fails (the job is retried and shown in the console).
 * Runs each minute as a job of the 'stately' queue VOTE_ACTIVITY_JOB (one at a time); tests call
 * sweep() themselves. Not seen: an anonymous voter's answers adopted by the account they log in
 * to (no new vote), which is counted with the question's next vote.
 */
@Injectable()
export class VoteActivity implements OnModuleInit {
  private readonly logger = new Logger('VoteActivity');
  private readonly listeners = new Set<QuestionsChangedListener>();
  private readonly settings = voteActivitySettings();

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.define({
      name: VOTE_ACTIVITY_JOB,
      policy: 'stately',
      retryLimit: 1,
      retryDelaySeconds: 30,
      expireInSeconds: 10 * 60,
      schedule: '* * * * *',
      run: async () => {
        await this.sweep();
      },
    });
  }

  /** Registers a listener; the answer removes it. */
  onQuestionsChanged(listener: QuestionsChangedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads the new votes, then hands on the questions that are due (settings: tests shorten them). */
  async sweep(overrides: Partial<VoteActivitySettings> = {}): Promise<SweepResult> {
    const settings = { ...this.settings, ...overrides };
    const read = await this.readVotes(settings.lagSeconds);
    const handedOn = await this.handOnDue(settings);
    return { read, handedOn };
  }

  /** Moves the watermark past the settled new votes, marking their questions, in one transaction. */
  private async readVotes(lagSeconds: number): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO vote_activity_state (id, watermark) VALUES (1, 0) ON CONFLICT (id) DO NOTHING`,
      );
      // The row lock makes sweeps take turns.
      const [state] = (await manager.query(
        `SELECT watermark::text AS watermark FROM vote_activity_state WHERE id = 1 FOR UPDATE`,
      )) as { watermark: string }[];
      let watermark = state.watermark;
      let read = 0;
      const changed = new Map<string, Date>();
      for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
        const rows = (await manager.query(
          `SELECT v.id::text AS id, v.question, v.created_at,
                  v.created_at < now() - make_interval(secs => $2) AS settled,
                  CASE WHEN v.target_type = 'convo' THEN v.target_id ELSE a.convo_id END AS convo_id
             FROM votes v LEFT JOIN args a ON v.target_type = 'arg' AND a.id = v.target_id
            WHERE v.id > $1::bigint ORDER BY v.id LIMIT $3`,
          [watermark, lagSeconds, BATCH],
        )) as VoteRow[];
        let stopped = false;
        for (const row of rows) {
          if (!row.settled) {
            stopped = true;
            break;
          }
          watermark = row.id;
          read += 1;
          if (!row.convo_id || !COUNTED.includes(row.question)) continue;
          const seen = changed.get(row.convo_id);
          if (!seen || seen < row.created_at) changed.set(row.convo_id, row.created_at);
        }
        if (stopped || rows.length < BATCH) break;
      }
      if (changed.size > 0)
        await manager.query(
          `INSERT INTO vote_activity_pending AS p (convo_id, first_seen, last_vote_at)
           SELECT convo_id, now(), last_vote_at
             FROM unnest($1::varchar[], $2::timestamptz[]) AS c (convo_id, last_vote_at)
           ON CONFLICT (convo_id) DO UPDATE
             SET last_vote_at = GREATEST(p.last_vote_at, EXCLUDED.last_vote_at)`,
          [[...changed.keys()], [...changed.values()]],
        );
      if (read > 0)
        await manager.query(`UPDATE vote_activity_state SET watermark = $1::bigint WHERE id = 1`, [
          watermark,
        ]);
      return read;
    });
  }

  /** Hands the due questions to every listener; those handed on stop waiting. */
  private async handOnDue(settings: VoteActivitySettings): Promise<string[]> {
    const due = (await this.dataSource.query(
      // The time as text: a JavaScript Date would drop its microseconds, and it is compared below.
      `SELECT convo_id, last_vote_at::text AS last_vote_at FROM vote_activity_pending
        WHERE last_vote_at < now() - make_interval(secs => $1)
           OR first_seen < now() - make_interval(secs => $2)
        ORDER BY first_seen, convo_id LIMIT $3`,
      [settings.settleSeconds, settings.maxWaitMinutes * 60, MAX_DUE],
    )) as { convo_id: string; last_vote_at: string }[];
    const handedOn: string[] = [];
    let failure: Error | undefined;
    for (let i = 0; i < due.length; i += HAND_ON) {
      const chunk = due.slice(i, i + HAND_ON);
      const ids = chunk.map((row) => row.convo_id);
      let ok = true;
      for (const listener of this.listeners) {
        try {
          await listener(ids);
        } catch (error) {
          ok = false;
          failure = error as Error;
          this.logger.warn(`A vote-activity listener failed: ${(error as Error).message}`);
        }
      }
      if (!ok) continue;
      handedOn.push(...ids);
      // A question with a vote newer than what was handed on waits again, from now.
      await this.dataSource.query(
        `WITH handed (convo_id, last_vote_at) AS (
           SELECT * FROM unnest($1::varchar[], $2::timestamptz[])),
         gone AS (
           DELETE FROM vote_activity_pending p USING handed h
            WHERE p.convo_id = h.convo_id AND p.last_vote_at <= h.last_vote_at)
         UPDATE vote_activity_pending p SET first_seen = now()
           FROM handed h WHERE p.convo_id = h.convo_id AND p.last_vote_at > h.last_vote_at`,
        [ids, chunk.map((row) => row.last_vote_at)],
      );
    }
    if (failure) throw failure;
    return handedOn;
  }
}
