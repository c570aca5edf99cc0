import {
  type Can,
  type ConsoleRights,
  type CurrentUser,
  type KindRights,
  type MeResponse,
  type Role,
} from '../api/types';

export const currentUser = (role: Role, name = 'Alice'): CurrentUser => ({
  uid: `uid-${name.toLowerCase()}`,
  username: name.toLowerCase(),
  Username: name,
  role,
  ProfileImage: `/api/user/profileimage/${name.toLowerCase()}`,
});

type ResourceFlag = 'Create' | 'Update' | 'Delete';
type InboxFlag = 'Read' | 'Edit' | 'Undo';

/** One entry of Can.Console: the resource is listed, with the named flags set and the others not. */
export const rights = (Name: string, ...flags: ResourceFlag[]): ConsoleRights => ({
  Name,
  List: true,
  Create: flags.includes('Create'),
  Update: flags.includes('Update'),
  Delete: flags.includes('Delete'),
});

/**
 * A Can as /api/me sends it, from the console resources listed, the inbox's named flags and what
 * else it says of other kinds (`kinds`).
 */
export const can = (
  console: ConsoleRights[] = [],
  inbox: InboxFlag[] = [],
  kinds: Record<string, KindRights> = {},
): Can => {
  const inboxRights: KindRights = {
    Read: inbox.includes('Read'),
    Edit: inbox.includes('Edit'),
    Undo: inbox.includes('Undo'),
  };
  return { Kinds: { ...kinds, inbox: inboxRights }, Console: console };
};

const INBOX: InboxFlag[] = ['Read', 'Edit', 'Undo'];
/** Editors and up give pages a first slug and change it. */
const SLUGS = { slug: { Read: true, Create: true, Edit: true } };
const AUDIT = rights('audit');
const REPORTS = rights('reports', 'Update');
const TAGS = rights('tags', 'Update');
const USERS = rights('users', 'Update');
const JOBS = rights('jobs', 'Update');
const content = (name: string) => rights(name, 'Create', 'Update', 'Delete');
const [CATEGORIES, PEOPLE, ARTICLES, REQS] = ['categories', 'people', 'articles', 'reqs'].map(
  content,
);

/**
 * What the server's access rules give each role (backend/src/me/capabilities.ts; the browser test
 * admin-console.e2e.ts checks the screens against the real answers), in the server's order, which
 * is not the menu's.
 */
export const ROLE_CAN: Record<Role, Can> = {
  user: can(),
  editor: can([AUDIT, TAGS, CATEGORIES, PEOPLE, ARTICLES, REQS], INBOX, SLUGS),
  mod: can([AUDIT, REPORTS, TAGS, CATEGORIES, PEOPLE, ARTICLES, REQS], INBOX, SLUGS),
  admin: can([AUDIT, REPORTS, TAGS, CATEGORIES, PEOPLE, ARTICLES, USERS, REQS, JOBS], INBOX, SLUGS),
};

/** GET /api/me?path=/admin's answer: `user` (null: anonymous) with their role's Can unless given. */
export const meAnswer = (user: CurrentUser | null, given?: Can): MeResponse => ({
  User: user,
  CanEdit: false,
  Votes: [],
  Unread: 0,
  Can: given ?? (user ? ROLE_CAN[user.role] : can()),
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
