import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuthoredContentEntity } from '../common/authored-content.entity.js';

@Entity({ name: 'convos' })
// The sitemap's live rows in keyset order (partial; created in its migration).
@Index('IDX_convos_live_created', { synchronize: false })
@Index('IDX_convos_created', ['createdAt'])
export class ConvoEntity extends AuthoredContentEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id!: string;

  @Column({ type: 'varchar', length: 75 })
  title!: string;

  @Column({ type: 'varchar', length: 300 })
  description!: string;

  @Column({ name: 'image_url', type: 'varchar', length: 2048, nullable: true })
  imageUrl!: string | null;

  /** Comma-separated, as the editor typed them; artifact_tags holds the resolved tags. */
  @Column({ type: 'varchar', length: 1000, default: '' })
  tags!: string;

  /** Position ids in reading order (deleted ones may remain, so an undelete restores the place). */
  @Column({ name: 'pos_order', type: 'jsonb', default: () => "'[]'" })
  posOrder!: string[];
}
