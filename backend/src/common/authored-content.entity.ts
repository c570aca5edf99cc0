import { Column, CreateDateColumn, UpdateDateColumn } from 'typeorm';

/** Who wrote a piece of content, when, and whether it is (soft-)deleted: history keeps everything. */
export abstract class AuthoredContentEntity {
  @Column({ name: 'created_by', type: 'varchar', length: 16 })
  createdBy!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
