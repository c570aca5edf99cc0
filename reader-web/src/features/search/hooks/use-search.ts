import { useEffect, useState } from 'react';
import type { SearchResultDto } from '../../../api/types';
import { errorMessage } from '../../../shared/api/base-query';
import { useAppDispatch } from '../../../shared/store/store';
import { searchApi } from '../api/search-api';

/** Spec section 9. */
export const SEARCH_DEBOUNCE_MS = 200;
export const SEARCH_CACHE_MS = 60_000;
export const SEARCH_MIN_CHARS = 2;

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; results: SearchResultDto[] }
  | { status: 'error'; error: string };

interface Answer {
  query: string;
  results?: SearchResultDto[];
  error?: string;
}

type SearchCache = Map<string, { at: number; results: SearchResultDto[] }>;

/**
 * Searches for `text` 200 ms after it last changed, if it has 2 or more characters once trimmed.
 * Answers are cached for 60 s per query (per search box).
 */
export function useSearch(text: string): SearchState {
  const query = text.trim();
  const dispatch = useAppDispatch();
  const [cache] = useState<SearchCache>(() => new Map());
  const [answer, setAnswer] = useState<Answer>({ query: '' });

  useEffect(() => {
    if ([...query].length < SEARCH_MIN_CHARS) return;
    let current = true;
    const timer = setTimeout(async () => {
      const hit = cache.get(query);
      if (hit && Date.now() - hit.at < SEARCH_CACHE_MS) {
        setAnswer({ query, results: hit.results });
        return;
      }
      const result = await dispatch(
        searchApi.endpoints.search.initiate(query, { subscribe: false, forceRefetch: true }),
      );
      if (result.data) cache.set(query, { at: Date.now(), results: result.data.Results });
      if (!current) return;
      setAnswer(
        result.data
          ? { query, results: result.data.Results }
          : { query, error: errorMessage(result.error) },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, cache, dispatch]);

  if ([...query].length < SEARCH_MIN_CHARS) return { status: 'idle' };
  if (answer.query !== query) return { status: 'searching' };
  if (answer.results) return { status: 'done', results: answer.results };
  return { status: 'error', error: answer.error ?? 'Search failed.' };
}
