import { Injectable, NotFoundException } from '@nestjs/common';
import { requireAccess } from '../common/access.js';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type EntityManager, In, Repository } from 'typeorm';
import { newId } from '../common/ids.js';
import type { Role } from '../common/roles.js';
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

  async updatePasswordHash(
    id: string,
    passwordHash: string,
    manager?: EntityManager,
  ): Promise<void> {
    await (manager ?? this.users.manager)
      .getRepository(UserEntity)
      .update({ id }, { passwordHash });
  }

  async list(query: ListUsersQueryDto): Promise<AdminUserListDto> {
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
    qb.orderBy(SORT_COLUMNS[query.sort], query.order).addOrderBy('user.id', query.order);
    qb.skip((query.page - 1) * query.perPage).take(query.perPage);
    const [users, total] = await qb.getManyAndCount();
    return { Users: users.map(toAdminUser), Total: total };
  }

  private async require(id: string): Promise<UserEntity> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundException(`There is no user with id ${id}.`);
    return user;
  }

  async getForAdmin(id: string): Promise<AdminUserResponseDto> {
    return { User: toAdminUser(await this.require(id)) };
  }

  async setRole(actor: UserEntity, id: string, role: Role): Promise<AdminUserResponseDto> {
    requireAccess(actor, 'edit', { kind: 'user', ownerId: id });
    const user = await this.require(id);
    if (user.role !== role) {
      await this.users.update({ id }, { role });
      user.role = role;
      this.sessions.accountChanged(id);
    }
    return { User: toAdminUser(user) };
  }

  countAdmins(): Promise<number> {
    return this.users.countBy({ role: 'admin' });
  }
}
