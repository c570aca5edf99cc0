import { Injectable, NotFoundException } from '@nestjs/common';
import { IsIn } from 'class-validator';
import type {
  AdminChange,
  AdminFilter,
  AdminList,
  AdminListQuery,
  AdminRecord,
  AdminResource,
  ConsoleAccess,
} from '../admin/admin-resource.js';
import { ADMIN } from '../common/access.js';
import { ROLES, type Role } from '../common/roles.js';
import type { UserEntity } from './user.entity.js';
import { USER_SORT_FIELDS, type UserSortField } from './users.dto.js';
import { UsersService } from './users.service.js';

/** An account in the console (admins only). */
export interface UserRecord extends AdminRecord {
  id: string;
  /** Lower-cased, as it is unique. */
  Username: string;
  /** As its owner typed it. */
  UsernameCased: string;
  Email: string;
  Role: Role;
  Created: string;
}

/** The one thing the console changes about an account: its role. */
export class UserRoleData {
  @IsIn(ROLES, { message: `Role must be one of ${ROLES.join(', ')}` })
  Role!: Role;
}

function userRecord(user: UserEntity): UserRecord {
  return {
    id: user.id,
    Username: user.username,
    UsernameCased: user.usernameCased,
    Email: user.email,
    Role: user.role,
    Created: user.createdAt.toISOString(),
  };
}

/**
 * Accounts in the console: admins list them and set roles (never their own; never leaving the
 * site without an admin; each change in the audit log with its reason).
 */
@Injectable()
export class UsersAdminResource implements AdminResource<UserRecord> {
  readonly name = 'users';
  readonly noun = 'user';
  readonly access: ConsoleAccess = { rules: { read: ADMIN, edit: ADMIN } };
  readonly sortFields = USER_SORT_FIELDS;
  readonly defaultOrder = 'DESC' as const;
  readonly filters: Record<string, AdminFilter> = {
    q: { type: 'text' },
    role: { type: 'enum', values: ROLES },
    id: { type: 'id' },
  };
  readonly updateData = UserRoleData;

  constructor(private readonly users: UsersService) {}

  async list(query: AdminListQuery): Promise<AdminList<UserRecord>> {
    const { q, role, id } = query.filter;
    const { users, total } = await this.users.page({
      page: query.page,
      perPage: query.perPage,
      sort: query.sort as UserSortField,
      order: query.order,
      q: typeof q === 'string' ? q : undefined,
      role: typeof role === 'string' ? (role as Role) : undefined,
      ids: Array.isArray(id) ? id : undefined,
    });
    return { items: users.map(userRecord), total };
  }

  async getOne(id: string): Promise<UserRecord> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException(`There is no user with id ${id}.`);
    return userRecord(user);
  }

  async update(
    id: string,
    data: object,
    _previousData: Record<string, unknown>,
    change: AdminChange,
  ): Promise<UserRecord> {
    const { Role } = data as UserRoleData;
    return userRecord(await this.users.changeRole(change.actor, id, Role, change.reason));
  }
}
