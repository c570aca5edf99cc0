import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadQuery } from '../../shared/routing/preload';
import { SITE_NAME } from '../../shared/site';
import { storeOf, type StoreSource } from '../../shared/routing/store-source';
import type { RouteMeta } from '../seo/page-meta';
import type { PersonRef } from './api/person-api';
import { isEditPathname } from '../artifact/artifact-types';

/**
 * The people's endpoints load with their pages (a chunk shared with the lazy page code), not with
 * every page's first JavaScript.
 */
const loadPersonApi = () => import('./api/person-api');

/** The person a /person/{x} or /edit/person/{PersonID} address names. */
export function personRefOf(params: LoaderFunctionArgs['params'], pathname: string): PersonRef {
  const ref = params.id ?? '';
  return isEditPathname(pathname) ? { ref, byId: true } : { ref };
}

export function personLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { pathname } = new URL(args.request.url);
    const store = storeOf(source, args);
    const [{ personApi }, { personStructuredData }] = await Promise.all([
      loadPersonApi(),
      import('./person-structured-data'),
    ]);
    const page = await loadQuery(
      store,
      personApi.endpoints.getPerson.initiate(personRefOf(args.params, pathname)),
    );
    const { Person, Quotes } = page;
    const editing = isEditPathname(pathname);
    const backs = Quotes.length === 1 ? 'an argument' : `${Quotes.length} arguments`;
    return {
      title: editing ? `Edit: ${Person.Name}` : Person.Name,
      description:
        Quotes.length > 0
          ? `${Person.Name} in the ${SITE_NAME}: quotes that back ${backs}.`
          : `${Person.Name} in the ${SITE_NAME}.`,
      // Every address of a person (alias, id, edit) points search engines at the alias.
      canonicalPath: Person.Link,
      type: 'profile',
      noindex: editing,
      structuredData: personStructuredData(page),
    };
  };
}

export const PROPONENTS_META: RouteMeta = {
  title: 'Proponents',
  description: `The people quoted in the ${SITE_NAME}, from A to Z.`,
  canonicalPath: '/proponents',
};

export function proponentsLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { personApi } = await loadPersonApi();
    await loadQuery(storeOf(source, args), personApi.endpoints.getProponents.initiate());
    return PROPONENTS_META;
  };
}
