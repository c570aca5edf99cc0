import { type Role } from './api/types';
import articles from './articles';
import audit from './audit';
import { hasRole } from './auth/consoleRoles';
import categories from './categories';
import { createDataProvider } from './data/dataProvider';
import people from './people';
import reports from './reports';
import reqs from './reqs';
import { type ConsoleResource } from './shared/ConsoleResource';
import tags from './tags';
import users from './users';

/**
 * The console's resources in menu order, each with the least role the server lets use it
 * (AdminResource.role): a role sees only what it may use, and the server refuses the rest anyway.
 */
export const CONSOLE_RESOURCES: readonly { resource: ConsoleResource; role: Role }[] = [
  { resource: categories, role: 'editor' },
  { resource: articles, role: 'editor' },
  { resource: reqs, role: 'editor' },
  { resource: people, role: 'editor' },
  { resource: tags, role: 'editor' },
  { resource: reports, role: 'mod' },
  { resource: audit, role: 'editor' },
  { resource: users, role: 'admin' },
];

export const dataProvider = createDataProvider(CONSOLE_RESOURCES.map(({ resource }) => resource));

export const resourcesFor = (role: Role | null | undefined) =>
  CONSOLE_RESOURCES.filter((entry) => hasRole(role, entry.role)).map(
    ({ resource: { data: _data, ...screens } }) => screens,
  );
