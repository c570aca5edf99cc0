import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { WATCH_LEVELS, type WatchLevel, type WatchTarget } from './watch-targets.js';

/**
 * One reader following one thing. Private: nothing but counts of a thing's watchers ever leaves
 * the server for anyone but the watcher. An expired watch (expires_at in the past) counts as none
 * and is removed by a clean-up.
 */
@Entity({ name: 'watches' })
@Index('IDX_watches_target', ['targetType', 'targetId'])
export class WatchEntity {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 16 })
  userId!: string;

  @PrimaryColumn({ name: 'target_type', type: 'varchar', length: 16 })
  targetType!: WatchTarget;

  @PrimaryColumn({ name: 'target_id', type: 'varchar', length: 16 })
  targetId!: string;

  @Column({ type: 'enum', enum: WATCH_LEVELS, enumName: 'watch_level' })
  level!: WatchLevel;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
