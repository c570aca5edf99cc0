import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuthoredContentEntity } from '../common/authored-content.entity.js';

@Entity({ name: 'positions' })
// The sitemap's live rows in keyset order (partial; created in its migration).
@Index('IDX_positions_live_created', { synchronize: false })
@Index('IDX_positions_convo', ['convoId'])
export class PosEntity extends AuthoredContentEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id!: string;

  @Column({ name: 'convo_id', type: 'varchar', length: 16 })
  convoId!: string;

  @Column({ type: 'varchar', length: 75 })
  title!: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  description!: string;

  /** Argument ids in reading order. */
  @Column({ name: 'arg_order', type: 'jsonb', default: () => "'[]'" })
  argOrder!: string[];
}
