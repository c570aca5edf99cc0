import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A user's current profile image (one row per user who uploaded one). */
@Entity({ name: 'user_profile_images' })
export class ProfileImageEntity {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 16 })
  userId!: string;

  @Column({ name: 'image_id', type: 'varchar', length: 64 })
  imageId!: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
