import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';

/** What can be voted on: a question (its position) and an argument (its four questions). */
export const VOTE_TARGETS = ['convo', 'arg'] as const;
export type VoteTarget = (typeof VOTE_TARGETS)[number];
/** agreement (Likert 1-5) and the three free-text answers for arguments; position for questions. */
export const VOTE_QUESTIONS = [
  'agreement',
  'convincing',
  'disagree',
  'consider',
  'position',
] as const;
export type VoteQuestion = (typeof VOTE_QUESTIONS)[number];

/** Every submission, kept: the history of a person's opinion. */
@Entity({ name: 'votes' })
@Index('IDX_votes_voter_created', ['voterKey', 'createdAt'])
@Index('IDX_votes_target', ['targetType', 'targetId'])
export class VoteEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id!: string;

  @Column({ name: 'target_type', type: 'varchar', length: 8 })
  targetType!: VoteTarget;

  @Column({ name: 'target_id', type: 'varchar', length: 16 })
  targetId!: string;

  /** "u:<uid>" for accounts, "a:<id>" for an anonymous session (adopted by the account at login). */
  @Column({ name: 'voter_key', type: 'varchar', length: 24 })
  voterKey!: string;

  @Column({ type: 'varchar', length: 16 })
  question!: VoteQuestion;

  @Column({ type: 'varchar', length: 2000 })
  value!: string;

  /** The revision of the argument the voter saw (null: not given, or not an argument vote). */
  @Column({ name: 'rev_id', type: 'varchar', length: 16, nullable: true })
  revId!: string | null;

  /** The version of the argument it rates (its substantive revision at or before rev_id; '' for none). */
  @Column({ type: 'varchar', length: 16, default: '' })
  version!: string;

  /** When the widget was shown (epoch ms), kept for analysis. */
  @Column({ name: 'start_time', type: 'bigint', nullable: true })
  startTime!: string | null;

  /** The argument's place in its position as the voting flow showed it (order-bias/); null when not. */
  @Column({ name: 'shown_rank', type: 'smallint', nullable: true })
  shownRank!: number | null;

  @Column({ type: 'timestamptz' })
  modified!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** Each voter's latest answer per question: what results count. */
@Entity({ name: 'vote_latest' })
@Index('IDX_vote_latest_voter', ['voterKey', 'modified'])
export class VoteLatestEntity {
  @PrimaryColumn({ name: 'target_type', type: 'varchar', length: 8 })
  targetType!: VoteTarget;

  @PrimaryColumn({ name: 'target_id', type: 'varchar', length: 16 })
  targetId!: string;

  @PrimaryColumn({ name: 'voter_key', type: 'varchar', length: 24 })
  voterKey!: string;

  @PrimaryColumn({ type: 'varchar', length: 16 })
  question!: VoteQuestion;

  @Column({ type: 'varchar', length: 2000 })
  value!: string;

  /** The version of the argument the answer rates ('' for a question, or none recorded). */
  @Column({ type: 'varchar', length: 16, default: '' })
  version!: string;

  @Column({ type: 'timestamptz' })
  modified!: Date;
}

/**
 * Per-version, per-choice counts of latest votes, kept in step in the vote's transaction: results
 * never scan votes.
 */
@Entity({ name: 'vote_counts' })
export class VoteCountEntity {
  @PrimaryColumn({ name: 'target_type', type: 'varchar', length: 8 })
  targetType!: VoteTarget;

  @PrimaryColumn({ name: 'target_id', type: 'varchar', length: 16 })
  targetId!: string;

  /** The argument's version the voters rated ('' for questions, and for none recorded). */
  @PrimaryColumn({ type: 'varchar', length: 16, default: '' })
  version!: string;

  /** "1".."5" for argument agreement; a position id for questions. */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  choice!: string;

  @Column({ type: 'integer', default: 0 })
  count!: number;

  /** How many of count voted signed in (voter_key "u:..."). */
  @Column({ name: 'signed_in', type: 'integer', default: 0 })
  signedIn!: number;
}
