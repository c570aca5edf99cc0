import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A representative argument of a group: one the group agrees (or disagrees) with more than the rest. */
export interface StoredRepresentative {
  argId: string;
  stance: 'agree' | 'disagree';
}

/** One opinion group as the last computation left it: aggregates only, never its members. */
export interface StoredGroup {
  /** 'A', 'B', ...: kept from one computation to the next by matching profiles (group-labels.ts). */
  label: string;
  size: number;
  representative: StoredRepresentative[];
  /** The group's mean answer per column (position share, rating -1..1), to match the next run's groups. */
  profile: Record<string, number>;
}

/** An argument's group-aware consensus: the geometric mean of each group's smoothed agreement rate. */
export interface StoredConsensus {
  argId: string;
  score: number;
}

/**
 * A question's opinion groups and its arguments' group-aware consensus (opinion-groups.service.ts),
 * written by the job `opinion-groups.compute` after votes settle. Nothing here names a voter.
 */
@Entity({ name: 'opinion_groups' })
export class OpinionGroupsEntity {
  @PrimaryColumn({ name: 'convo_id', type: 'varchar', length: 16 })
  convoId!: string;

  @Column({ name: 'computed_at', type: 'timestamptz' })
  computedAt!: Date;

  /** Voters in the computation (at least MIN_RATINGS ratings; a bounded sample beyond MAX_VOTERS). */
  @Column({ type: 'integer' })
  voters!: number;

  /** How many groups are shown: 0 while too few voters, else 2 to 5. */
  @Column({ type: 'smallint' })
  k!: number;

  /** Another count that won the last runs, and how many in a row: k changes after K_STREAK wins. */
  @Column({ name: 'k_candidate', type: 'smallint', nullable: true })
  kCandidate!: number | null;

  @Column({ name: 'k_streak', type: 'smallint', default: 0 })
  kStreak!: number;

  @Column({ type: 'jsonb' })
  groups!: StoredGroup[];

  /** Every argument rated, best first (bounded by the question's arguments, at most MAX_ARGS). */
  @Column({ type: 'jsonb' })
  consensus!: StoredConsensus[];
}
