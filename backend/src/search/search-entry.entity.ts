import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ArtifactType } from '../revision/revision.entity.js';

/**
 * One row per searchable artifact, written by the write path in the same transaction as the change.
 * Its GIN indexes (full text on `document`, trigrams on `title`) are created by hand in the migration.
 */
@Entity({ name: 'search_entries' })
@Index('IDX_search_document', { synchronize: false })
@Index('IDX_search_title_trgm', { synchronize: false })
export class SearchEntryEntity {
  @PrimaryColumn({ name: 'artifact_type', type: 'varchar', length: 16 })
  /** A searched kind's type (one whose registration has `search`). */
  artifactType!: ArtifactType;

  @PrimaryColumn({ name: 'artifact_id', type: 'varchar', length: 16 })
  artifactId!: string;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 200 })
  link!: string;

  /** The text the document's weight-B part was made from: snippets are cut from it. */
  @Column({ type: 'text', default: '' })
  body!: string;

  @Column({ type: 'tsvector' })
  document!: string;
}
