import { type ResourceProps } from 'react-admin';
import { type Can } from './api/types';
import articles from './articles';
import audit from './audit';
import { consoleRights } from './auth/can';
import categories from './categories';
import { createDataProvider } from './data/dataProvider';
import jobs from './jobs';
import orderEffects from './order-effects';
import people from './people';
import reports from './reports';
import reqs from './reqs';
import { type ConsoleResource } from './shared/ConsoleResource';
import tags from './tags';
import users from './users';

/** What the resource folders export, in menu order. */
export const CONSOLE_RESOURCES: readonly ConsoleResource[] = [
  categories,
  articles,
  reqs,
  people,
  tags,
  reports,
  audit,
  users,
  jobs,
  orderEffects,
];

export const dataProvider = createDataProvider(CONSOLE_RESOURCES);

/**
 * The <Resource> props of each resource the server lists for the person (Can.Console), in menu
 * order. A create screen only with Create and an edit screen only with Update: react-admin derives
 * hasCreate and hasEdit from them, and with them the Create button and clickable rows.
 */
export function resourcesFor(can: Can | null | undefined): ResourceProps[] {
  return CONSOLE_RESOURCES.flatMap(({ data: _data, create, edit, ...screens }) => {
    const rights = consoleRights(can, screens.name);
    if (!rights) return [];
    return [
      {
        ...screens,
        create: rights.Create ? create : undefined,
        edit: rights.Update ? edit : undefined,
      },
    ];
  });
}
