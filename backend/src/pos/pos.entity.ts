import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'positions' })
@Index('IDX_positions_convo', ['convoId'])
export class PosEntity {
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

  @Column({ name: 'created_by', type: 'varchar', length: 16 })
  createdBy!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
