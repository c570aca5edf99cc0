import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { EventAudience, NotificationReason } from './notification-reasons.js';

/**
 * One happening (an edit, a comment, a suggestion resolved...), written in the transaction that
 * makes it happen, so it commits with it or not at all. The fan-out job turns each into one
 * notification per recipient (never the actor) and sets fanned_at; until then it is waiting, so
 * nothing is lost when a process stops. The watchlist's recent changes read these rows too.
 */
@Entity({ name: 'notification_events' })
@Index('IDX_notification_events_waiting', ['id'], { where: 'fanned_at IS NULL' })
@Index('IDX_notification_events_targets', { synchronize: false })
export class NotificationEventEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  reason!: NotificationReason;

  /** Which watchers of `targets` it reaches (none: only `recipients`). */
  @Column({ type: 'varchar', length: 8, nullable: true })
  audience!: EventAudience | null;

  /** Who acted (never notified); null for the site itself. */
  @Column({ name: 'actor_id', type: 'varchar', length: 16, nullable: true })
  actorId!: string | null;

  @Column({ name: 'actor_name', type: 'varchar', length: 30, default: '' })
  actorName!: string;

  /** What it happened to, as notifications bundle it: "3 edits to <subject_name>". */
  @Column({ name: 'subject_type', type: 'varchar', length: 16 })
  subjectType!: string;

  @Column({ name: 'subject_id', type: 'varchar', length: 16 })
  subjectId!: string;

  @Column({ name: 'subject_name', type: 'varchar', length: 200 })
  subjectName!: string;

  /** Where a notification leads: the diff, the comment, the request (a path on the reader). */
  @Column({ type: 'varchar', length: 300 })
  link!: string;

  /** The watched things it concerns ("<type>:<id>", watch-targets.ts): the subject and above. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  targets!: string[];

  /** Users it is addressed to whatever they watch (a reply's parent author...). */
  @Column({ type: 'varchar', length: 16, array: true, default: () => "'{}'" })
  recipients!: string[];

  /**
   * Readers it leaves out though they watch its targets: another event of the same happening
   * addresses them (a new comment's event leaves out the parent's author, told of the reply).
   */
  @Column({ type: 'varchar', length: 16, array: true, default: () => "'{}'" })
  excluded!: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'fanned_at', type: 'timestamptz', nullable: true })
  fannedAt!: Date | null;
}
