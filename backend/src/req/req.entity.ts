import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuthoredContentEntity } from '../common/authored-content.entity.js';

/**
 * A request: a discussion request about a question or an argument (artifact_type and artifact_id
 * name it), or an admin request about the site itself (both null).
 */
@Entity({ name: 'reqs' })
// The requests of an artifact, newest first (/reqs/{level}/{id}); admin requests have nulls here.
@Index('IDX_reqs_artifact', ['artifactType', 'artifactId', 'createdAt', 'id'])
export class ReqEntity extends AuthoredContentEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id!: string;

  @Column({ type: 'varchar', length: 75 })
  title!: string;

  @Column({ type: 'varchar', length: 5000 })
  issue!: string;

  /** 'convo' or 'arg'; null for an admin request. Never changes. */
  @Column({ name: 'artifact_type', type: 'varchar', length: 16, nullable: true })
  artifactType!: string | null;

  @Column({ name: 'artifact_id', type: 'varchar', length: 16, nullable: true })
  artifactId!: string | null;
}
