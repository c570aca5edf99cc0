import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One built sitemap file: the index (`sitemap.xml`) or one of its files (`questions-1.xml`), as the
 * sitemap job last wrote it (sitemap-builder.ts). In PostgreSQL, so every app process serves the
 * same files without building them and without a shared disk.
 */
@Entity({ name: 'sitemap_files' })
export class SitemapFileEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name!: string;

  @Column({ type: 'text' })
  xml!: string;

  /** The SHA-256 of its XML: a build rewrites only the files whose content changed. */
  @Column({ type: 'varchar', length: 64 })
  hash!: string;

  /** When its content last changed (a build that changes nothing leaves the row alone). */
  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;
}
