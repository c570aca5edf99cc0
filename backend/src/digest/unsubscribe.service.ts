import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DigestFrequency } from '../notification/notification-settings.entity.js';
import type { UnsubscribeStateDto } from './notification-settings.dto.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

const INVALID =
  'This unsubscribe link is not valid: open it as the e-mail gave it, or change your e-mail settings at /app/settings.';

/** Stopping a reader's digests from the signed link in one, without a login. */
@Injectable()
export class UnsubscribeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: UnsubscribeLinks,
  ) {}

  /** Whose digests a link stops, and whether they are on. */
  async state(token: unknown): Promise<UnsubscribeStateDto> {
    return this.stateOf(await this.userOf(token));
  }

  async unsubscribe(token: unknown): Promise<UnsubscribeStateDto> {
    const userId = await this.userOf(token);
    const state = await this.stateOf(userId);
    await this.dataSource.query(
      `INSERT INTO notification_settings AS s (user_id, digest) VALUES ($1, 'off')
       ON CONFLICT (user_id) DO UPDATE SET digest = 'off'`,
      [userId],
    );
    return { ...state, Digest: 'off' };
  }

  private async stateOf(userId: string): Promise<UnsubscribeStateDto> {
    const rows: { username_cased: string; digest: DigestFrequency | null }[] =
      await this.dataSource.query(
        `SELECT u.username_cased, s.digest FROM users u
           LEFT JOIN notification_settings s ON s.user_id = u.id WHERE u.id = $1`,
        [userId],
      );
    // Signed for an account since deleted.
    if (!rows[0]) throw new BadRequestException(INVALID);
    return { Username: rows[0].username_cased, Digest: rows[0].digest ?? 'off' };
  }

  private async userOf(token: unknown): Promise<string> {
    if (token === undefined || token === '') throw new BadRequestException('Token is required.');
    const userId = await this.links.verify(token);
    if (!userId) throw new BadRequestException(INVALID);
    return userId;
  }
}
