import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The slug of one artifact (a question, a position...): the content kind "slug", whose id is the
 * artifact's own id (ids are unique across kinds), so its history is that artifact's slug changes.
 */
@Entity({ name: 'artifact_slugs' })
export class ArtifactSlugEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id!: string;

  @Column({ name: 'artifact_type', type: 'varchar', length: 16 })
  artifactType!: string;

  /** The current slug: the canonical link uses it. Every slug it ever had is in slug_paths. */
  @Column({ type: 'varchar', length: 75 })
  slug!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/**
 * Every slug ever given, current or old, and the artifact it leads to: one row per slug, so a slug
 * is unique across the site (its primary key) and an old slug keeps leading to its artifact (a
 * redirect to the current one) and can never be taken by another.
 */
@Entity({ name: 'slug_paths' })
@Index('IDX_slug_paths_artifact', ['artifactId'])
export class SlugPathEntity {
  @PrimaryColumn({ type: 'varchar', length: 75 })
  slug!: string;

  @Column({ name: 'artifact_type', type: 'varchar', length: 16 })
  artifactType!: string;

  @Column({ name: 'artifact_id', type: 'varchar', length: 16 })
  artifactId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
