import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'tags' })
@Index('IDX_tags_created', ['createdAt', 'id'])
export class TagEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id!: string;

  /** As first typed; unique case-insensitively through `key`. */
  @Column({ type: 'varchar', length: 40 })
  name!: string;

  @Index('UQ_tags_key', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  key!: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  description!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/** Which convos and args carry which tag (kept in step with their Tags field by the write path). */
@Entity({ name: 'artifact_tags' })
@Index('IDX_artifact_tags_artifact', ['artifactType', 'artifactId'])
export class ArtifactTagEntity {
  @PrimaryColumn({ name: 'tag_id', type: 'varchar', length: 16 })
  tagId!: string;

  @PrimaryColumn({ name: 'artifact_type', type: 'varchar', length: 16 })
  artifactType!: 'convo' | 'arg';

  @PrimaryColumn({ name: 'artifact_id', type: 'varchar', length: 16 })
  artifactId!: string;
}
