import { api } from '../../../shared/api/api';
import type { ApiError } from '../../../shared/api/base-query';
import type { PersonListDto, PersonListItemDto, PersonPageDto } from '../../../api/types';

/**
 * How a page names a person: /person/{x} by alias (or, failing that, by id: the Read tab of the
 * history page links /person/{PersonID}); /edit/person/{PersonID} by id only.
 */
export interface PersonRef {
  ref: string;
  byId?: boolean;
}

/** An alias as the server makes them (person/path-alias.ts); anything else can only be an id. */
const ALIAS = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;
const ID = /^[A-Za-z0-9_-]{1,16}$/;

/** Pages of GET /api/person/list read for the Proponents page: at most 5,000 people. */
export const PROPONENT_PAGES = 5;
export const PROPONENTS_PER_PAGE = 1000;

export interface ProponentsDto {
  People: PersonListItemDto[];
  /** False when there were more people than PROPONENT_PAGES pages hold. */
  Complete: boolean;
}

type Outcome<T> = { data: T } | { error: ApiError };

export const personApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPerson: build.query<PersonPageDto, PersonRef>({
      async queryFn({ ref, byId }, _api, _extra, baseQuery) {
        const get = (params: Record<string, string>) =>
          baseQuery({ url: '/person/get', params }) as Promise<Outcome<PersonPageDto>>;
        if (!byId && ALIAS.test(ref)) {
          const byAlias = await get({ pathAlias: ref });
          const notFound = 'error' in byAlias && byAlias.error.status === 404;
          if (!notFound || !ID.test(ref)) return byAlias;
        }
        return get({ personID: ref });
      },
      providesTags: ['Content'],
    }),
    /** Every live person, by name, for the Proponents page (a bounded number of pages). */
    getProponents: build.query<ProponentsDto, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const People: PersonListItemDto[] = [];
        let cursor: string | null = null;
        for (let page = 0; page < PROPONENT_PAGES; page += 1) {
          const params: Record<string, string> = { limit: String(PROPONENTS_PER_PAGE) };
          if (cursor) params.cursor = cursor;
          const result = (await baseQuery({
            url: '/person/list',
            params,
          })) as Outcome<PersonListDto>;
          if ('error' in result) return result;
          People.push(...result.data.PersonList);
          cursor = result.data.NextCursor;
          if (!result.data.HasMore || !cursor) return { data: { People, Complete: true } };
        }
        return { data: { People, Complete: false } };
      },
      providesTags: ['Content'],
    }),
  }),
});

export const { useGetPersonQuery, useGetProponentsQuery } = personApi;
