import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { requireAccess } from '../common/access.js';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type EntityManager, In, Repository } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service.js';
import { newId } from '../common/ids.js';
import type { Role } from '../common/roles.js';
import type { Author } from '../revision/write-path.service.js';
import { SessionService } from '../session/session.service.js';
import { UserEntity } from './user.entity.js';
import {
  type AdminUserListDto,
  type AdminUserResponseDto,
  type ListUsersQueryDto,
  type UserSortField,
} from './users.dto.js';
import { toAdminUser } from './users.presenter.js';

const SORT_COLUMNS: Record<UserSortField, string> = {
  Created: 'user.createdAt',
  Username: 'user.username',
  Email: 'user.email',
  Role: 'user.role',
};

/** The refusal of a change that would leave the site without an admin. */
export const LAST_ADMIN = 'The site must keep at least one admin.';

/** A page of accounts for the console: sort, filters (text, role, ids) and paging. */
export interface UserListQuery {
  page: number;
  perPage: number;
  sort: UserSortField;
  order: 'ASC' | 'DESC';
  q?: string;
  role?: Role;
  /** Only these accounts (react-admin's getMany). */
  ids?: string[];
}

export interface NewUser {
  email: string;
  username: string;
  passwordHash: string;
  role?: Role;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly sessions: SessionService,
    private readonly audit: AuditLog,
  ) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /** A users row read by plain SQL (column names as in the table), as an entity. */
  fromRow(row: Record<string, unknown>): UserEntity {
    const driver = this.users.manager.connection.driver;
    const user = this.users.create();
    for (const column of this.users.metadata.columns) {
      column.setEntityValue(user, driver.prepareHydratedValue(row[column.databaseName], column));
    }
    return user;
  }

  /** Each account's name as its owner spells it, by id; ids with no account are left out. */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.users.find({
      where: { id: In([...new Set(ids)]) },
      select: { id: true, usernameCased: true },
    });
    return new Map(rows.map((user) => [user.id, user.usernameCased]));
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ username: username.trim().toLowerCase() });
  }

  async create(input: NewUser, manager?: EntityManager): Promise<UserEntity> {
    const repo = manager ? manager.getRepository(UserEntity) : this.users;
    const user = repo.create({
      id: newId(),
      email: input.email.trim().toLowerCase(),
      username: input.username.toLowerCase(),
      usernameCased: input.username,
      passwordHash: input.passwordHash,
      role: input.role ?? 'user',
    });
    return repo.save(user);
  }

  /**
   * Sets a new password hash only if the stored one is still `currentHash` (the one just checked):
   * of two changes at once, the second finds the password already changed. False when it was.
   */
  async replacePasswordHash(id: string, currentHash: string, newHash: string): Promise<boolean> {
    const result = await this.users.update(
      { id, passwordHash: currentHash },
      { passwordHash: newHash },
    );
    return (result.affected ?? 0) > 0;
  }

  async list(query: ListUsersQueryDto): Promise<AdminUserListDto> {
    const { users, total } = await this.page(query);
    return { Users: users.map(toAdminUser), Total: total };
  }

  /** A page of accounts and how many match (the old admin list and the console's). */
  async page(query: UserListQuery): Promise<{ users: UserEntity[]; total: number }> {
    const qb = this.users.createQueryBuilder('user');
    const q = query.q?.trim().toLowerCase();
    if (q) {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('user.username LIKE :pattern', { pattern })
            .orWhere('user.email LIKE :pattern', { pattern }),
        ),
      );
    }
    if (query.role) qb.andWhere('user.role = :role', { role: query.role });
    if (query.ids) qb.andWhere('user.id = ANY(:ids)', { ids: query.ids });
    qb.orderBy(SORT_COLUMNS[query.sort], query.order).addOrderBy('user.id', query.order);
    qb.skip((query.page - 1) * query.perPage).take(query.perPage);
    const [users, total] = await qb.getManyAndCount();
    return { users, total };
  }

  private async require(id: string): Promise<UserEntity> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundException(`There is no user with id ${id}.`);
    return user;
  }

  async getForAdmin(id: string): Promise<AdminUserResponseDto> {
    return { User: toAdminUser(await this.require(id)) };
  }

  async setRole(actor: Author, id: string, role: Role): Promise<AdminUserResponseDto> {
    return { User: toAdminUser(await this.changeRole(actor, id, role)) };
  }

  /**
   * Sets an account's role: admins only, never their own, and never leaving the site without an
   * admin. One transaction locks every admin row (in id order, so concurrent changes queue rather
   * than deadlock), then reads the target: of two admins demoting each other at once, the second
   * finds the first's change committed (the one admin left is its target) and is refused. The audit
   * log's roleChange entry is written in the same transaction, with the reason.
   */
  async changeRole(actor: Author, id: string, role: Role, reason = ''): Promise<UserEntity> {
    requireAccess(actor, 'edit', { kind: 'user', ownerId: id });
    const { user, changed } = await this.users.manager.transaction(async (manager) => {
      const admins = await manager.query<{ id: string }[]>(
        `SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`,
      );
      const [row] = await manager.query<Record<string, unknown>[]>(
        'SELECT * FROM users WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!row) throw new NotFoundException(`There is no user with id ${id}.`);
      const user = this.fromRow(row);
      const old = user.role;
      if (old === 'admin' && role !== 'admin' && admins.every((admin) => admin.id === id))
        throw new ConflictException(LAST_ADMIN);
      // Checked again under the lock: the actor may have been demoted meanwhile.
      if (!admins.some((admin) => admin.id === actor.id))
        throw new ForbiddenException('You need the admin role to change roles.');
      if (old === role) return { user, changed: false };
      await manager.getRepository(UserEntity).update({ id }, { role });
      user.role = role;
      await this.audit.record(manager, {
        action: 'roleChange',
        actor,
        target: { type: 'user', id, name: user.usernameCased, link: `/u/${user.username}` },
        reason,
        details: `${old} → ${role}`,
      });
      return { user, changed: true };
    });
    if (changed) this.sessions.accountChanged(id);
    return user;
  }

  countAdmins(): Promise<number> {
    return this.users.countBy({ role: 'admin' });
  }
}
