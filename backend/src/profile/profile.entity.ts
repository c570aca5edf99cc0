import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * What a user tells others about themselves (spec section 3, Profile): one row per user who saved
 * a profile; a user without a row has an empty profile. Kept apart from the account (users), so
 * nothing private sits beside it. Lengths are the spec's size hints (section 5), in characters.
 */
@Entity({ name: 'user_profiles' })
export class ProfileEntity {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 16 })
  userId!: string;

  @Column({ name: 'full_name', type: 'varchar', length: 200, default: '' })
  fullName!: string;

  @Column({ type: 'varchar', length: 5000, default: '' })
  bio!: string;

  @Column({ type: 'varchar', length: 50, default: '' })
  location!: string;

  /** An http(s) URL, or empty. */
  @Column({ type: 'varchar', length: 2048, default: '' })
  link!: string;

  @Column({ type: 'varchar', length: 5000, default: '' })
  expertise!: string;

  /** The categories the user follows (ids; at most MAX_USER_CATS); deleted ones are skipped on read. */
  @Column({ name: 'category_ids', type: 'varchar', length: 16, array: true, default: '{}' })
  categoryIds!: string[];

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
