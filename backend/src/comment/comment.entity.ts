import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export const DELETED_REASONS = ['user', 'moderator', 'other'] as const;
export type DeletedReason = (typeof DELETED_REASONS)[number];

@Entity({ name: 'comments' })
@Index('IDX_comments_thread_created', ['threadId', 'createdAt'])
export class CommentEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id!: string;

  /** The id of the artifact the thread belongs to (a question or an argument). */
  @Column({ name: 'thread_id', type: 'varchar', length: 16 })
  threadId!: string;

  @Column({ name: 'parent_id', type: 'varchar', length: 16, nullable: true })
  parentId!: string | null;

  @Column({ name: 'user_id', type: 'varchar', length: 16 })
  userId!: string;

  @Column({ name: 'username_cased', type: 'varchar', length: 30 })
  usernameCased!: string;

  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'boolean', default: false })
  edited!: boolean;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;

  @Column({ name: 'deleted_reason', type: 'varchar', length: 16, nullable: true })
  deletedReason!: DeletedReason | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/** Why a reader reports a comment (Discourse's flags, in the reader's words on the dialog). */
export const REPORT_REASONS = ['spam', 'harassment', 'off-topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** The most characters of what a reporter writes (required for "other"). */
export const REPORT_DETAILS_MAX = 500;

export const REPORT_RESOLUTIONS = ['dismissed', 'deleted'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

/** One report per reader per comment; the moderation queue lists the unresolved ones. */
@Entity({ name: 'comment_reports' })
@Index('IDX_comment_reports_resolved_created', ['resolved', 'createdAt'])
export class CommentReportEntity {
  @PrimaryColumn({ name: 'comment_id', type: 'varchar', length: 16 })
  commentId!: string;

  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 16 })
  userId!: string;

  @Column({ type: 'varchar', length: 2048, default: '' })
  pathname!: string;

  /** Why; null for a report made without one (the API's reason is optional). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  reason!: ReportReason | null;

  /** What the reporter wrote: required for "other", optional otherwise. */
  @Column({ type: 'varchar', length: REPORT_DETAILS_MAX, default: '' })
  details!: string;

  @Column({ type: 'boolean', default: false })
  resolved!: boolean;

  /** The moderator who resolved it (a user id); null while open. */
  @Column({ name: 'resolved_by', type: 'varchar', length: 16, nullable: true })
  resolvedBy!: string | null;

  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;

  /** How it was resolved: the comment stayed (dismissed) or was deleted; null while open. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  resolution!: ReportResolution | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
