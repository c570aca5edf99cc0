import { type GetListParams } from 'react-admin';
import { apiGet, apiPost } from '../api/client';
import {
  type AdminUser,
  type AdminUserListResponse,
  type AdminUserResponse,
  type AdminUserSort,
} from '../api/types';
import { type ResourceData } from './ResourceData';

export type UserRecord = AdminUser & { id: string };

// Column source -> the server's sort key.
const SORT_KEYS: Record<string, AdminUserSort> = {
  UsernameCased: 'Username',
  Username: 'Username',
  Email: 'Email',
  Role: 'Role',
  Created: 'Created',
};

export const toUserRecord = (user: AdminUser): UserRecord => ({ ...user, id: user.UID });

export function usersQuery({ pagination, sort, filter }: GetListParams): string {
  const query = new URLSearchParams();
  query.set('page', String(pagination?.page ?? 1));
  query.set('perPage', String(pagination?.perPage ?? 25));
  if (sort?.field) {
    const key = SORT_KEYS[sort.field];
    if (!key) throw new Error(`Users cannot be sorted by "${sort.field}".`);
    query.set('sort', key);
    query.set('order', sort.order === 'ASC' ? 'ASC' : 'DESC');
  }
  const q = typeof filter?.q === 'string' ? filter.q.trim() : '';
  if (q) query.set('q', q);
  if (filter?.role) query.set('role', String(filter.role));
  return query.toString();
}

/** The users resource: admin-only endpoints under /api/admin/users. */
export const usersData: ResourceData = {
  async getList(params) {
    const { Users, Total } = await apiGet<AdminUserListResponse>(
      `/api/admin/users?${usersQuery(params)}`,
    );
    return { data: Users.map(toUserRecord), total: Total };
  },

  async getOne({ id }) {
    const { User } = await apiGet<AdminUserResponse>(
      `/api/admin/users/${encodeURIComponent(String(id))}`,
    );
    return { data: toUserRecord(User) };
  },

  // Only the role can change; the server refuses an admin's own role with 403.
  async update({ id, data }) {
    const { User } = await apiPost<AdminUserResponse>('/api/admin/users/setrole', {
      uid: String(id),
      role: data.Role,
    });
    return { data: toUserRecord(User) };
  },
};
