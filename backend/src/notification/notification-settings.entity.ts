import { Column, Entity, PrimaryColumn } from 'typeorm';

export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** A reader's following settings; a reader without a row has the defaults below. */
@Entity({ name: 'notification_settings' })
export class NotificationSettingsEntity {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 16 })
  userId!: string;

  /** Watch what one creates or edits (MediaWiki's "add pages I edit to my watchlist"). */
  @Column({ name: 'watch_own', type: 'boolean', default: true })
  watchOwn!: boolean;

  @Column({ type: 'varchar', length: 8, default: 'off' })
  digest!: DigestFrequency;

  /** The last notification a digest covered (digests hold what came after). */
  @Column({ name: 'digest_through', type: 'bigint', default: '0' })
  digestThrough!: string;

  @Column({ name: 'digest_sent_at', type: 'timestamptz', nullable: true })
  digestSentAt!: Date | null;

  /** When mail to the address bounced: no digest is sent until the address changes. */
  @Column({ name: 'email_bounced_at', type: 'timestamptz', nullable: true })
  emailBouncedAt!: Date | null;
}
