import { createSelector } from '@reduxjs/toolkit';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { MeResponse } from '../../../api/types';
import { api } from '../../../shared/api/api';
import { useAppSelector, type RootState } from '../../../shared/store/store';
import { useGetMeQuery } from '../api/auth-api';

export interface MeState {
  /** The answer for this page's path; undefined until it arrived (and in a server render). */
  me: MeResponse | undefined;
  /** The latest answer for any path: who the reader is does not change with the page. */
  latest: MeResponse | undefined;
  /** The call for this path failed: the page shows what an anonymous reader sees. */
  failed: boolean;
}

/**
 * The most recently received GET /api/me answer, whatever its path. Memoized on the query cache:
 * every vote widget and Thanks button selects it on every store update.
 */
const selectLatestMe = createSelector(
  [(state: RootState) => state[api.reducerPath].queries],
  (queries): MeResponse | undefined => {
    let latest: MeResponse | undefined;
    let at = -1;
    for (const query of Object.values(queries)) {
      if (query?.endpointName !== 'getMe' || query.status !== 'fulfilled') continue;
      const time = query.fulfilledTimeStamp ?? 0;
      if (time > at) {
        at = time;
        latest = query.data as MeResponse;
      }
    }
    return latest;
  },
);

/**
 * The personal part of the page being shown, from one GET /api/me per path (cached per path, so
 * going back to a page asks nothing). Server renders never ask: the page's HTML is the same for
 * everyone, and what depends on this answer renders a neutral state until the browser has it.
 * Asked once per page by MeProvider: a page has a hook user per argument (edit tools, votes).
 */
function useMeQuery(): MeState {
  const { pathname } = useLocation();
  const { currentData, isError } = useGetMeQuery(pathname);
  const latest = useAppSelector(selectLatestMe);
  return useMemo(
    () => ({ me: currentData, latest, failed: isError }),
    [currentData, latest, isError],
  );
}

const MeContext = createContext<MeState | null>(null);

/** Gives its subtree the reader's GET /api/me state (AppLayout puts it around every page). */
export function MeProvider({ children }: { children: ReactNode }) {
  return <MeContext value={useMeQuery()}>{children}</MeContext>;
}

/** The reader's GET /api/me state for the page being shown (see useMeQuery). */
export function useMe(): MeState {
  const state = useContext(MeContext);
  if (!state) throw new Error('useMe() needs a MeProvider above it (AppLayout has one).');
  return state;
}
