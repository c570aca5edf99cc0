import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuthoredContentEntity } from '../common/authored-content.entity.js';

/** A proponent: someone quoted on arguments, with a page at /person/{PathAlias}. */
@Entity({ name: 'persons' })
// Proponent search (trigrams on lower(name)) and the A-Z list's keyset order: created in the migration.
@Index('IDX_persons_name_trgm', { synchronize: false })
@Index('IDX_persons_name_order', { synchronize: false })
// The sitemap's keyset order of live people (created_at, id): created in its migration.
@Index('IDX_persons_live_created', { synchronize: false })
export class PersonEntity extends AuthoredContentEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** The URL alias, made once from the name at creation (see path-alias.ts); unique, never reused. */
  @Index('UQ_persons_path_alias', { unique: true })
  // Byte order ("C"), so that a prefix LIKE ("jane-doe-%") can use the unique index.
  @Column({ name: 'path_alias', type: 'varchar', length: 80, collation: 'C' })
  pathAlias!: string;

  @Column({ name: 'image_url', type: 'varchar', length: 2048, nullable: true })
  imageUrl!: string | null;
}
