import { createHash, randomBytes } from 'node:crypto';
import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { clientAddressKey } from '../common/client-address.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { APP_CONFIG, type AppConfig, SITE_NAME } from '../config/config.js';
import { MailService } from '../mail/mail.service.js';
import { SessionService } from '../session/session.service.js';
import { UserEntity } from '../users/user.entity.js';
import { toCurrentUser } from '../users/users.presenter.js';
import { UsersService } from '../users/users.service.js';
import type { UserResponseDto } from './auth.dto.js';
import { hashPassword } from './password.js';
import { passwordWeakness } from './password-policy.js';
import { PasswordResetEntity } from './password-reset.entity.js';

/** How long a link works. */
export const RESET_LINK_MINUTES = 60;

/** The page a link opens (reader-web's /app/resetpassword), with the token in its query. */
export const RESET_PAGE = '/app/resetpassword';

/** The same sentence for a token never issued, expired, used, or made void. */
export const INVALID_RESET_LINK =
  'This password reset link has expired or was already used; ask for a new one.';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Password reset by e-mail (Discourse's and MediaWiki's way): anyone may ask for a link for an
 * address; the answer is the same whether or not an account uses it, and the link is made and
 * mailed after answering, so neither the answer nor its timing tells. The link's token is
 * single-use and expires; a reset ends every session of the account and signs the reader in.
 */
@Injectable()
export class PasswordResetService implements OnModuleDestroy {
  private readonly logger = new Logger('PasswordReset');
  /** Links being made and mailed after their request was answered (awaited on shutdown). */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionService,
    private readonly rateLimits: RateLimitService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async request(email: string, req: Request): Promise<void> {
    const address = email.trim().toLowerCase();
    await this.rateLimits.consume('passwordResetRequestsPerAddress', clientAddressKey(req));
    // Counted per e-mail address whether or not an account uses it: a refusal tells nothing.
    await this.rateLimits.consume('passwordResetRequestsPerEmail', address);
    const sent = this.sendLink(address).catch((error: unknown) =>
      this.logger.error(`A password reset link could not be sent: ${String(error)}`),
    );
    this.sending.add(sent);
    void sent.finally(() => this.sending.delete(sent));
  }

  async reset(token: string, newPassword: string, req: Request): Promise<UserResponseDto> {
    await this.rateLimits.consume('passwordResetsPerAddress', clientAddressKey(req));
    const tokenHash = hashOf(token);
    const user = await this.holderOf(tokenHash);
    if (!user) throw new BadRequestException(INVALID_RESET_LINK);
    // A refused password leaves the link usable.
    const weakness = passwordWeakness(newPassword, 'The new password', [
      user.usernameCased,
      user.email,
    ]);
    if (weakness) throw new BadRequestException(weakness);
    const passwordHash = await hashPassword(newPassword);
    const reset = await this.dataSource.transaction(async (manager) => {
      // Spent here, once: of two uses at the same time, one finds it spent.
      const [, spent] = (await manager.query(
        `UPDATE password_resets SET spent_at = now()
          WHERE token_hash = $1 AND spent_at IS NULL AND expires_at > now()`,
        [tokenHash],
      )) as [unknown, number];
      if (spent !== 1) return false;
      await manager.update(UserEntity, { id: user.id }, { passwordHash });
      await this.spendAll(user.id, manager);
      return true;
    });
    if (!reset) throw new BadRequestException(INVALID_RESET_LINK);
    user.passwordHash = passwordHash;
    // Whoever is signed in to the account (the reason for a reset may be a leaked password) is
    // signed out everywhere; the reader is signed in under a new session.
    await this.sessions.revokeOthers(user.id, undefined);
    await this.sessions.establish(req, user);
    return { User: toCurrentUser(user) };
  }

  /** Voids the account's links not used yet (its password changed). */
  async spendAll(userId: string, manager = this.dataSource.manager): Promise<void> {
    await manager.query(
      'UPDATE password_resets SET spent_at = now() WHERE user_id = $1 AND spent_at IS NULL',
      [userId],
    );
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.sending);
  }

  /** The account a usable token resets, or null. */
  private async holderOf(tokenHash: string): Promise<UserEntity | null> {
    const [row] = (await this.dataSource.query(
      `SELECT user_id FROM password_resets
        WHERE token_hash = $1 AND spent_at IS NULL AND expires_at > now()`,
      [tokenHash],
    )) as { user_id: string }[];
    return row ? this.users.findById(row.user_id) : null;
  }

  private async sendLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.getRepository(PasswordResetEntity).insert({
      tokenHash: hashOf(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
      spentAt: null,
    });
    const link = `${this.config.publicUrl}${RESET_PAGE}?token=${token}`;
    await this.mail.send({
      to: user.email,
      subject: `Reset your password on ${SITE_NAME}`,
      text: [
        `Hello ${user.usernameCased},`,
        '',
        `Someone, we hope you, asked to reset the password of your account on ${SITE_NAME}.`,
        `To choose a new password, open this link within ${RESET_LINK_MINUTES} minutes:`,
        '',
        link,
        '',
        'The link works once. Resetting your password signs you out everywhere else.',
        'If you did not ask for it, ignore this message: your password stays as it is.',
      ].join('\n'),
    });
  }
}
