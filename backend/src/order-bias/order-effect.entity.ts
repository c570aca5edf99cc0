import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** What OrderEffectEntity.convoId holds for the figures of the whole site. */
export const WHOLE_SITE = '*';

/**
 * An agreement rating given in the voting flow, waiting to be counted into order_effects. A row is
 * added by the trigger votes_order_effect_pending (migration OrderBias) for each vote of `votes`
 * with a shown_rank on the agreement question, and removed by the statement that counts it
 * (OrderEffects.tally): counting needs no scan of the votes, and no hot row is taken in the vote.
 */
@Entity({ name: 'order_effect_pending' })
export class OrderEffectPendingEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id!: string;

  @Column({ name: 'target_id', type: 'varchar', length: 16 })
  targetId!: string;

  @Column({ name: 'shown_rank', type: 'smallint' })
  shownRank!: number;

  /** 1 (I strongly agree) .. 5 (I strongly disagree). */
  @Column({ type: 'smallint' })
  rating!: number;
}

/**
 * How many agreement ratings each rating value got at each rank shown, per question and for the
 * whole site (WHOLE_SITE): a few rows per question, read whole by the console's Order effects.
 */
@Entity({ name: 'order_effects' })
export class OrderEffectEntity {
  @PrimaryColumn({ name: 'convo_id', type: 'varchar', length: 16 })
  convoId!: string;

  @PrimaryColumn({ name: 'shown_rank', type: 'smallint' })
  shownRank!: number;

  @PrimaryColumn({ type: 'smallint' })
  rating!: number;

  @Column({ type: 'bigint', default: 0 })
  ratings!: string;
}
