import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuthoredContentEntity } from '../common/authored-content.entity.js';

/** Where a request stands: open until an editor resolves it (the console's requests screen). */
export const REQ_STATUSES = ['open', 'resolved'] as const;
export type ReqStatus = (typeof REQ_STATUSES)[number];

/**
 * A request: a discussion request about a question or an argument (artifact_type and artifact_id
 * name it), an admin request about the site itself (both null), or a reader's suggestion of a new
 * question (artifact_type 'suggest', no artifact_id) with its outcome once an editor resolves it.
 */
@Entity({ name: 'reqs' })
// The requests of an artifact, newest first (/reqs/{level}/{id}); admin requests have nulls here.
@Index('IDX_reqs_artifact', ['artifactType', 'artifactId', 'createdAt', 'id'])
// The console's requests by status, newest first (and the dashboard's count of open ones).
@Index('IDX_reqs_status_created', ['status', 'createdAt', 'id'])
// A user's suggestions, newest first (their profile).
@Index('IDX_reqs_author_type', ['createdBy', 'artifactType', 'createdAt', 'id'])
export class ReqEntity extends AuthoredContentEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id!: string;

  @Column({ type: 'varchar', length: 75 })
  title!: string;

  @Column({ type: 'varchar', length: 5000 })
  issue!: string;

  /** 'convo' or 'arg'; 'suggest' for a suggestion; null for an admin request. Never changes. */
  @Column({ name: 'artifact_type', type: 'varchar', length: 16, nullable: true })
  artifactType!: string | null;

  @Column({ name: 'artifact_id', type: 'varchar', length: 16, nullable: true })
  artifactId!: string | null;

  /** 'open' or 'resolved'; a snapshot field (Status), changed by editors and above. */
  @Column({ type: 'varchar', length: 16, default: 'open' })
  status!: ReqStatus;

  /** A suggestion resolved by becoming a question: that question (a snapshot field, ConvoID). */
  @Column({ name: 'outcome_convo_id', type: 'varchar', length: 16, nullable: true })
  outcomeConvoId!: string | null;

  /** A suggestion declined: why (a snapshot field, DeclineReason). */
  @Column({ name: 'decline_reason', type: 'varchar', length: 300, nullable: true })
  declineReason!: string | null;
}
