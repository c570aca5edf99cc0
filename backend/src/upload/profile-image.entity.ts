import { Column, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A user's current profile image (one row per user who uploaded one). */
@Entity({ name: 'user_profile_images' })
// The image clean-up asks whether anyone's profile shows an image.
@Index('IDX_user_profile_images_image', ['imageId'])
export class ProfileImageEntity {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 16 })
  userId!: string;

  @Column({ name: 'image_id', type: 'varchar', length: 64 })
  imageId!: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
