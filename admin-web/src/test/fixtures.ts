import { type CurrentUser, type HomeResponse, type Role } from '../api/types';

export const currentUser = (role: Role, name = 'Alice'): CurrentUser => ({
  uid: `uid-${name.toLowerCase()}`,
  username: name.toLowerCase(),
  Username: name,
  role,
  ProfileImage: null,
});

export const home = (user: CurrentUser | null): HomeResponse => ({
  User: user,
  edit: false,
  role: user?.role ?? null,
  uid: user?.uid ?? null,
  username: user?.username ?? null,
});

/** A row of the users resource of the generic admin data API. */
export const userRecord = (name: string, role: Role = 'user') => ({
  id: `uid-${name.toLowerCase()}`,
  Username: name.toLowerCase(),
  UsernameCased: name,
  Email: `${name.toLowerCase()}@example.org`,
  Role: role,
  Created: '2026-11-01T10:00:00.000Z',
});
