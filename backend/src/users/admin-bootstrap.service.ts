import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
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
          const changes: Partial<UserEntity> = {};
          if (existing.role !== 'admin') changes.role = 'admin';
          if (!(await verifyPassword(existing.passwordHash, wanted.password))) {
            changes.passwordHash = await hashPassword(wanted.password);
          }
          if (Object.keys(changes).length > 0) await users.update({ id: existing.id }, changes);
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
}
