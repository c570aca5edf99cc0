import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobQueue } from '../jobs/job-queue.js';
import { WHOLE_SITE } from './order-effect.entity.js';

/** The job that counts the flow's pending ratings into order_effects. */
export const ORDER_EFFECTS_JOB = 'order-bias.tally';

/** Pending ratings counted per statement, and statements per run (the next run goes on). */
const BATCH = 10_000;
const MAX_BATCHES = 100;

/** Agreement ratings at one rank shown: how many of each value, and their mean. */
export interface RankEffect {
  rank: number;
  /** counts[0] is how many rated 1 (I strongly agree) ... counts[4] 5 (I strongly disagree). */
  counts: [number, number, number, number, number];
  ratings: number;
  /** Mean rating 1-5, null when none. */
  mean: number | null;
}

/**
 * Counts each pending rating once: takes up to $1 rows (skipping those another run holds),
 * removes them and adds them to their question's counts and the whole site's, in one statement,
 * so a rating is counted exactly when it leaves the pending table. Rows taken in key order: two
 * runs at once queue on the counters instead of deadlocking.
 */
const TALLY = `WITH taken AS (
   DELETE FROM order_effect_pending WHERE id IN (
     SELECT id FROM order_effect_pending ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
   RETURNING target_id, shown_rank, rating),
 summed AS (
   SELECT s.convo_id, t.shown_rank, t.rating, count(*) AS n
     FROM taken t JOIN args a ON a.id = t.target_id,
          LATERAL (VALUES (a.convo_id), ('${WHOLE_SITE}')) s (convo_id)
    GROUP BY 1, 2, 3)
 INSERT INTO order_effects AS e (convo_id, shown_rank, rating, ratings)
 SELECT convo_id, shown_rank, rating, n FROM summed ORDER BY 1, 2, 3
 ON CONFLICT (convo_id, shown_rank, rating) DO UPDATE SET ratings = e.ratings + EXCLUDED.ratings
 RETURNING (SELECT count(*) FROM taken)::int AS taken`;

/**
 * The position effect the console shows (Order effects): agreement ratings given in the voting
 * flow, by the rank each argument was shown at. Counted after the fact from the pending ratings
 * (a minute's job, and before each read), so the vote itself only adds one row.
 */
@Injectable()
export class OrderEffects implements OnModuleInit {
  private readonly logger = new Logger('OrderEffects');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.define({
      name: ORDER_EFFECTS_JOB,
      policy: 'stately',
      retryLimit: 2,
      retryDelaySeconds: 30,
      schedule: '* * * * *',
      run: async () => {
        const counted = await this.tallyAll();
        if (counted > 0) this.logger.log(`Counted ${counted} ratings of the voting flow.`);
      },
    });
  }

  /** Counts up to `limit` pending ratings; how many it took. */
  async tally(limit = BATCH): Promise<number> {
    const rows = (await this.dataSource.query(TALLY, [limit])) as { taken: number }[];
    // No counter row: nothing was taken, or only ratings of arguments that are gone.
    return rows[0]?.taken ?? 0;
  }

  /** Counts what is pending, in batches, up to MAX_BATCHES of them. */
  async tallyAll(): Promise<number> {
    let counted = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const taken = await this.tally();
      counted += taken;
      if (taken < BATCH) break;
    }
    return counted;
  }

  /**
   * Ratings by rank shown, for one question or the whole site: what is pending is counted first
   * (one batch at most), then a few rows of order_effects are read by their key.
   */
  async byRank(convoId: string | undefined): Promise<RankEffect[]> {
    await this.tally();
    const rows = (await this.dataSource.query(
      `SELECT shown_rank, rating, ratings FROM order_effects WHERE convo_id = $1
        ORDER BY shown_rank, rating`,
      [convoId ?? WHOLE_SITE],
    )) as { shown_rank: number; rating: number; ratings: string }[];
    const ranks = new Map<number, RankEffect>();
    for (const row of rows) {
      const rank = ranks.get(row.shown_rank) ?? {
        rank: row.shown_rank,
        counts: [0, 0, 0, 0, 0],
        ratings: 0,
        mean: null,
      };
      rank.counts[row.rating - 1] = Number(row.ratings);
      ranks.set(row.shown_rank, rank);
    }
    return [...ranks.values()].map((rank) => {
      const ratings = rank.counts.reduce((sum, n) => sum + n, 0);
      const total = rank.counts.reduce((sum, n, i) => sum + n * (i + 1), 0);
      return { ...rank, ratings, mean: ratings === 0 ? null : total / ratings };
    });
  }
}
