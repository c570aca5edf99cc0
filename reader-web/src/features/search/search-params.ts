import { SEARCH_MIN_CHARS } from './hooks/use-search';

/** What the search API accepts (backend search.dto.ts). */
export const SEARCH_MAX_CHARS = 100;
export const MAX_SEARCH_PAGE = 20;

export interface SearchParams {
  /** Trimmed; '' when there is nothing to search for. */
  q: string;
  page: number;
  /** Why `q` cannot be searched, when it cannot. */
  problem?: string;
}

/** ?q=...&page=N of the results page; an unreadable page means page 1. */
export function searchParams(search: URLSearchParams): SearchParams {
  const q = (search.get('q') ?? '').trim();
  const raw = search.get('page') ?? '1';
  const page = /^[1-9][0-9]?$/.test(raw) ? Math.min(Number(raw), MAX_SEARCH_PAGE) : 1;
  const length = [...q].length;
  if (length === 0) return { q, page, problem: 'Type what you are looking for.' };
  if (length < SEARCH_MIN_CHARS)
    return { q, page, problem: `Type at least ${SEARCH_MIN_CHARS} characters to search.` };
  if (length > SEARCH_MAX_CHARS)
    return { q, page, problem: `Searches are at most ${SEARCH_MAX_CHARS} characters long.` };
  return { q, page };
}

export function searchHref(q: string, page = 1): string {
  const params = new URLSearchParams({ q: q.trim() });
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}
