import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'categories' })
export class CategoryEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id!: string;

  @Column({ type: 'varchar', length: 75 })
  title!: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  description!: string;

  @Column({ name: 'image_url', type: 'varchar', length: 2048, nullable: true })
  imageUrl!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}

@Entity({ name: 'convo_categories' })
@Index('IDX_convo_categories_category', ['categoryId'])
export class ConvoCategoryEntity {
  @PrimaryColumn({ name: 'convo_id', type: 'varchar', length: 16 })
  convoId!: string;

  @PrimaryColumn({ name: 'category_id', type: 'varchar', length: 16 })
  categoryId!: string;
}
