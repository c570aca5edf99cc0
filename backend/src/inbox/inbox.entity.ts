import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** What any inbox kind looks like (ContentKindRegistry holds registered kinds to it). */
export const INBOX_KIND_PATTERN = /^[a-z][a-zA-Z]{0,19}$/;

@Entity({ name: 'inbox_entries' })
@Index('IDX_inbox_status_created', ['status', 'createdAt'])
@Index('IDX_inbox_created', ['createdAt'])
// The console's kind filter: a page and its total without scanning the other kinds.
@Index('IDX_inbox_kind_status_created', ['kind', 'status', 'createdAt'])
export class InboxEntryEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id!: string;

  @Index('UQ_inbox_revision', { unique: true })
  @Column({ name: 'revision_id', type: 'varchar', length: 16 })
  revisionId!: string;

  @Column({ type: 'varchar', length: 20 })
  kind!: string;

  @Column({ type: 'varchar', length: 8, default: 'unseen' })
  status!: 'seen' | 'unseen';

  @Column({ type: 'boolean', default: false })
  undone!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
