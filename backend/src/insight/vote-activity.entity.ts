import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How far the vote-activity sweep has read the votes (one row, id 1). */
@Entity({ name: 'vote_activity_state' })
export class VoteActivityStateEntity {
  @PrimaryColumn({ type: 'smallint' })
  id!: number;

  /** The highest votes.id read: every vote up to it has been seen. */
  @Column({ type: 'bigint', default: 0 })
  watermark!: string;
}

/** A question whose votes changed and whose listeners have not run since (vote-activity.ts). */
@Entity({ name: 'vote_activity_pending' })
export class VoteActivityPendingEntity {
  @PrimaryColumn({ name: 'convo_id', type: 'varchar', length: 16 })
  convoId!: string;

  /** When the sweep first saw a change not yet handed on (the longest wait counts from here). */
  @Column({ name: 'first_seen', type: 'timestamptz' })
  firstSeen!: Date;

  /** The newest vote seen on the question: it is handed on once votes settle after this. */
  @Column({ name: 'last_vote_at', type: 'timestamptz' })
  lastVoteAt!: Date;
}
