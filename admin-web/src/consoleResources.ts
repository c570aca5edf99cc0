import { type ResourceProps } from 'react-admin';
import { type Role } from './api/types';
import articles from './articles';
import audit from './audit';
import { hasRole } from './auth/consoleRoles';
import categories from './categories';
import people from './people';
import reports from './reports';
import reqs from './reqs';
import tags from './tags';
import users from './users';

type Screens = Omit<ResourceProps, 'name'>;

/**
 * The console's resources in menu order, each with the least role the server lets use it
 * (AdminResource.role): a role sees only what it may use, and the server refuses the rest anyway.
 */
export const CONSOLE_RESOURCES: readonly { name: string; role: Role; screens: Screens }[] = [
  { name: 'categories', role: 'editor', screens: categories },
  { name: 'articles', role: 'editor', screens: articles },
  { name: 'reqs', role: 'editor', screens: reqs },
  { name: 'people', role: 'editor', screens: people },
  { name: 'tags', role: 'editor', screens: tags },
  { name: 'reports', role: 'mod', screens: reports },
  { name: 'audit', role: 'editor', screens: audit },
  { name: 'users', role: 'admin', screens: users },
];

export const resourcesFor = (role: Role | null | undefined) =>
  CONSOLE_RESOURCES.filter((resource) => hasRole(role, resource.role));
