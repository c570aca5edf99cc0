import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { newId } from '../common/ids.js';
import { UserEntity } from './user.entity.js';

const BOOTSTRAP_LOCK = 727274002;

export interface BootstrapResult {
  /** Set only when this start created the fallback admin; its password is shown once. */
  generated?: { email: string; username: string; password: string };
}

/**
 * With ADMIN_EMAIL/ADMIN_USERNAME/ADMIN_PASSWORD that admin exists after start-up (idempotently);
 * without them, the first start on a database with no admin creates one with a generated password.
 * An account someone else may have registered with ADMIN_EMAIL is made admin only when
 * ADMIN_PASSWORD is its password.
 */
@Injectable()
export class AdminBootstrapService {
  private readonly logger = new Logger('Admin');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  ensureAdmin(): Promise<BootstrapResult> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [BOOTSTRAP_LOCK]);
      const users = manager.getRepository(UserEntity);
      const wanted = this.config.admin;
      if (wanted) {
        const email = wanted.email.trim().toLowerCase();
        const existing = await users.findOneBy({ email });
        if (existing) {
          await this.keepAdmin(manager, existing, wanted.password);
          return {};
        }
        const taken = await users.findOneBy({ username: wanted.username.toLowerCase() });
        if (taken) {
          throw new Error(
            `ADMIN_USERNAME "${wanted.username}" belongs to another account (${taken.email}); choose another.`,
          );
        }
        await users.insert({
          id: newId(),
          email,
          username: wanted.username.toLowerCase(),
          usernameCased: wanted.username,
          passwordHash: await hashPassword(wanted.password),
          role: 'admin',
        });
        this.logger.log(
          `Created the admin account ${wanted.username} <${email}> from ADMIN_* settings.`,
        );
        return {};
      }
      if ((await users.countBy({ role: 'admin' })) > 0) return {};
      let username = 'admin';
      if (await users.findOneBy({ username })) username = `admin-${randomBytes(3).toString('hex')}`;
      const email = `${username}@localhost`;
      const password = randomBytes(12).toString('base64url');
      await users.insert({
        id: newId(),
        email,
        username,
        usernameCased: username,
        passwordHash: await hashPassword(password),
        role: 'admin',
      });
      return { generated: { email, username, password } };
    });
  }

  private async keepAdmin(
    manager: EntityManager,
    existing: UserEntity,
    password: string,
  ): Promise<void> {
    const users = manager.getRepository(UserEntity);
    const matches = await verifyPassword(existing.passwordHash, password);
    if (existing.role === 'admin') {
      if (matches) return;
      // The settings are the admin's own: ADMIN_PASSWORD is its password after every start.
      await users.update({ id: existing.id }, { passwordHash: await hashPassword(password) });
      await endSessionsOf(manager, existing.id);
      this.logger.log(
        `Set the password of the admin ${existing.usernameCased} to ADMIN_PASSWORD and logged it out everywhere.`,
      );
      return;
    }
    if (!matches) {
      throw new Error(
        `ADMIN_EMAIL ${existing.email} belongs to an existing account (${existing.usernameCased}) ` +
          `that is not an admin, and ADMIN_PASSWORD is not its password, so it was not made admin. ` +
          `If that account is yours, set ADMIN_PASSWORD to its password (or run \`npm run set-role -- ` +
          `${existing.email} admin\`); otherwise set ADMIN_EMAIL to an address no account uses.`,
      );
    }
    await users.update({ id: existing.id }, { role: 'admin' });
    // Sessions opened before the promotion (perhaps not by the operator) do not carry it over.
    await endSessionsOf(manager, existing.id);
    this.logger.log(
      `Made the existing account ${existing.usernameCased} <${existing.email}> admin (ADMIN_* settings) and logged it out everywhere.`,
    );
  }
}

async function endSessionsOf(manager: EntityManager, userId: string): Promise<void> {
  await manager.query(`DELETE FROM session WHERE (sess -> 'passport' ->> 'user') = $1`, [userId]);
}
