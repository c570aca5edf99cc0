import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { sessionSecret } from '../config/session-secret.js';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';

/** The reader's page that asks before it unsubscribes (features/following-settings). */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';
/** Where RFC 8058's one-click POST goes (List-Unsubscribe). */
export const ONE_CLICK_PATH = '/api/digest/unsubscribe';

/** The unsubscribe links of a user's digests, signed with the app's secret. */
@Injectable()
export class UnsubscribeLinks {
  private secret: Promise<string> | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private key(): Promise<string> {
    this.secret ??= sessionSecret(this.config);
    return this.secret;
  }

  async links(userId: string): Promise<{ page: string; oneClick: string }> {
    const token = unsubscribeToken(await this.key(), userId);
    const base = this.config.publicUrl;
    return {
      page: `${base}${UNSUBSCRIBE_PAGE}?token=${token}`,
      oneClick: `${base}${ONE_CLICK_PATH}?token=${token}`,
    };
  }

  /** The user id a token stands for, or null when it is forged, altered or not a token. */
  async verify(token: unknown): Promise<string | null> {
    return verifyUnsubscribeToken(await this.key(), token);
  }
}
