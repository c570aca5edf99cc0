import type { ConvoListArgs } from './api/convo-api';

export const CONVOS_PER_PAGE = 20;

/** The front door's most voted on questions. */
export const POPULAR_ARGS: ConvoListArgs = { page: 1, perPage: 5, sort: 'popular' };

export interface ListParams {
  page: number;
  category?: string;
}

/** ?page=2&category=ID of the encyclopedia's list; anything unreadable means page 1, all. */
export function listParams(search: URLSearchParams): ListParams {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    page: Number.isFinite(page) && page > 1 ? page : 1,
    category: search.get('category') || undefined,
  };
}
