import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { RatingCounts } from './crosstab-rule.js';

/**
 * One published cross-tab of a question (crosstab.service.ts): the latest and the one before it
 * are kept. Reads are served from here, never from the votes.
 */
@Entity({ name: 'crosstab_releases' })
export class CrossTabReleaseEntity {
  @PrimaryColumn({ name: 'convo_id', type: 'varchar', length: 16 })
  convoId!: string;

  /** 1 for a question's first release, then one more each time. */
  @PrimaryColumn({ type: 'integer' })
  seq!: number;

  @Column({ name: 'released_at', type: 'timestamptz' })
  releasedAt!: Date;

  /** The database's time of the snapshot the figures were read in: later answers are changes. */
  @Column({ name: 'snapshot_at', type: 'timestamptz' })
  snapshotAt!: Date;

  /** Voters whose answers in the question changed since the release before (all, for the first). */
  @Column({ type: 'integer' })
  changes!: number;

  /** The rows: live positions' ids in the question's order, then '' (no position). */
  @Column({ type: 'jsonb' })
  rows!: string[];

  /** The columns: live arguments' ids. */
  @Column({ type: 'jsonb' })
  args!: string[];

  /** cells[row][arg]: voters per rating 1..5 as published, or null when withheld. */
  @Column({ type: 'jsonb' })
  cells!: (RatingCounts | null)[][];

  /** Each cell's last published counts ("<row>|<arg>"), for the rule on differences; not served. */
  @Column({ type: 'jsonb' })
  bases!: Record<string, RatingCounts>;
}
