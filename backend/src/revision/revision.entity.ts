import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A registered content kind's type (see ContentKindRegistry). */
export type ArtifactType = string;
export type Snapshot = Record<string, string | null>;
export interface DiffEntry {
  Field: string;
  Old: string | null;
  New: string | null;
}

@Entity({ name: 'revisions' })
@Index('IDX_revisions_artifact', ['artifactType', 'artifactId', 'createdAt'])
@Index('IDX_revisions_user', ['userId', 'createdAt'])
@Index('IDX_revisions_commit_order', ['xid', 'id'])
export class RevisionEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id!: string;

  @Column({ name: 'artifact_type', type: 'varchar', length: 16 })
  artifactType!: ArtifactType;

  @Column({ name: 'artifact_id', type: 'varchar', length: 16 })
  artifactId!: string;

  @Column({ name: 'artifact_name', type: 'varchar', length: 200 })
  artifactName!: string;

  @Column({ name: 'artifact_link', type: 'varchar', length: 200 })
  artifactLink!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 16 })
  userId!: string;

  @Column({ name: 'username_cased', type: 'varchar', length: 30 })
  usernameCased!: string;

  @Column({ name: 'action_name', type: 'varchar', length: 40 })
  actionName!: string;

  @Column({ name: 'args_json', type: 'text' })
  argsJson!: string;

  @Column({ name: 'user_description', type: 'varchar', length: 300 })
  userDescription!: string;

  @Column({ type: 'jsonb' })
  diff!: DiffEntry[];

  /** The artifact's whole editable state after this revision: what a revert restores. */
  @Column({ type: 'jsonb' })
  snapshot!: Snapshot;

  /**
   * It starts a new version of what votes rate (its kind's `versionedFields` changed beyond a
   * typo fix, or its editor said so; a creation always): ratings of earlier versions stop counting
   * by default.
   */
  @Column({ type: 'boolean', default: false })
  substantive!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /**
   * The id of the transaction that wrote it (PostgreSQL's xid8 as a bigint, which TypeORM knows:
   * the SQL function revision_xid() of the ChangesFeedAndApiTokens migration), the recent-changes
   * feed's commit order (changes/changes.service.ts). Never set by code.
   */
  @Column({ type: 'bigint', default: () => 'revision_xid()', select: false })
  xid!: string;
}

@Entity({ name: 'revision_likes' })
@Index('IDX_revision_likes_revision', ['revisionId'])
export class RevisionLikeEntity {
  @PrimaryColumn({ name: 'revision_id', type: 'varchar', length: 16 })
  revisionId!: string;

  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 16 })
  userId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
