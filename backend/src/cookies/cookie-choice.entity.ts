import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A visitor's answer to the cookie banner, kept as consent evidence (no IP address stored). */
@Entity({ name: 'cookie_choices' })
@Index('IDX_cookie_choices_user_version', ['userId', 'version'])
export class CookieChoiceEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 16, nullable: true })
  userId!: string | null;

  @Column({ name: 'load_third_party', type: 'boolean' })
  loadThirdParty!: boolean;

  @Column({ type: 'varchar', length: 40 })
  version!: string;

  @Column({ type: 'varchar', length: 2048 })
  url!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
