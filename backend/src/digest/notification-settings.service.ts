import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DigestFrequency } from '../notification/notification-settings.entity.js';
import type {
  NotificationSettingsDto,
  UpdateNotificationSettingsDto,
} from './notification-settings.dto.js';

interface SettingsRow {
  watch_own: boolean;
  digest: DigestFrequency;
  email_bounced_at: Date | null;
}

function present(row: SettingsRow | undefined): NotificationSettingsDto {
  return {
    WatchOwn: row?.watch_own ?? true,
    Digest: row?.digest ?? 'off',
    EmailBounced: Boolean(row?.email_bounced_at),
  };
}

const COLUMNS = 'watch_own, digest, email_bounced_at';

/** A reader's following settings (notification_settings; no row: the defaults). */
@Injectable()
export class NotificationSettingsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(userId: string): Promise<NotificationSettingsDto> {
    const rows: SettingsRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM notification_settings WHERE user_id = $1`,
      [userId],
    );
    return present(rows[0]);
  }

  /** Sets the fields given, in one statement (two tabs saving at once: the last one wins). */
  async update(
    userId: string,
    change: UpdateNotificationSettingsDto,
  ): Promise<NotificationSettingsDto> {
    const rows: SettingsRow[] = await this.dataSource.query(
      `INSERT INTO notification_settings AS s (user_id, watch_own, digest)
       VALUES ($1, COALESCE($2, true), COALESCE($3, 'off'))
       ON CONFLICT (user_id) DO UPDATE
         SET watch_own = COALESCE($2, s.watch_own), digest = COALESCE($3, s.digest)
       RETURNING ${COLUMNS}`,
      [userId, change.WatchOwn ?? null, change.Digest ?? null],
    );
    return present(rows[0]);
  }
}
