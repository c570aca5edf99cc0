import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * What the audit log records. Public ones also appear in the reader's /log; the others
 * (report dismissals) only in the console.
 */
export const AUDIT_ACTIONS = [
  'delete',
  'restore',
  'undo',
  'commentRemove',
  'reportDismiss',
  'roleChange',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const PUBLIC_AUDIT_ACTIONS: readonly AuditAction[] = [
  'delete',
  'restore',
  'undo',
  'commentRemove',
  'roleChange',
];

/** One moderation action: who did what, when, to what, and why. Never changed once written. */
@Entity({ name: 'audit_entries' })
@Index('IDX_audit_created', ['createdAt', 'id'])
@Index('IDX_audit_action_created', ['action', 'createdAt'])
/** The console's filter by actor. */
@Index('IDX_audit_actor_created', ['actorId', 'createdAt'])
export class AuditEntryEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id!: string;

  @Column({ type: 'varchar', length: 24 })
  action!: AuditAction;

  @Column({ name: 'actor_id', type: 'varchar', length: 16 })
  actorId!: string;

  @Column({ name: 'actor_name', type: 'varchar', length: 30 })
  actorName!: string;

  /** A content kind's type ("convo"), or "comment" or "user". */
  @Column({ name: 'target_type', type: 'varchar', length: 16 })
  targetType!: string;

  @Column({ name: 'target_id', type: 'varchar', length: 16 })
  targetId!: string;

  /** What a reader calls the target: a title, a username, "a comment by alice". */
  @Column({ name: 'target_name', type: 'varchar', length: 200 })
  targetName!: string;

  /** The reader-site path of the target (or of its thread), '' when it has none. */
  @Column({ name: 'target_link', type: 'varchar', length: 200, default: '' })
  targetLink!: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  reason!: string;

  /** A short public detail: "user → editor" for a role change; '' otherwise. */
  @Column({ type: 'varchar', length: 200, default: '' })
  details!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
