import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { NotificationReason } from './notification-reasons.js';

/**
 * What one reader is told. Unread ones bundle: a new event of the same reason about the same
 * subject adds to the unread notification's count ("3 edits to ...") instead of a new row (the
 * partial unique index below).
 */
@Entity({ name: 'notifications' })
// By reader and id, not by updated_at: a bundle's update then touches no indexed column (a HOT
// update, no index write); a reader's list (at most KEEP_PER_USER) is sorted by updated_at.
@Index('IDX_notifications_user', ['userId', 'id'])
@Index('UQ_notifications_unread_bundle', ['userId', 'reason', 'subjectType', 'subjectId'], {
  unique: true,
  where: 'read_at IS NULL',
})
export class NotificationEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 16 })
  userId!: string;

  @Column({ type: 'varchar', length: 16 })
  reason!: NotificationReason;

  @Column({ name: 'subject_type', type: 'varchar', length: 16 })
  subjectType!: string;

  @Column({ name: 'subject_id', type: 'varchar', length: 16 })
  subjectId!: string;

  @Column({ name: 'subject_name', type: 'varchar', length: 200 })
  subjectName!: string;

  /** The latest event's link (its diff or comment); the first's when `count` is 1. */
  @Column({ type: 'varchar', length: 300 })
  link!: string;

  /** The latest event's actor. */
  @Column({ name: 'actor_name', type: 'varchar', length: 30, default: '' })
  actorName!: string;

  /** How many events it bundles. */
  @Column({ type: 'integer', default: 1 })
  count!: number;

  @Column({ name: 'first_event_id', type: 'bigint' })
  firstEventId!: string;

  @Column({ name: 'last_event_id', type: 'bigint' })
  lastEventId!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt!: Date | null;
}
