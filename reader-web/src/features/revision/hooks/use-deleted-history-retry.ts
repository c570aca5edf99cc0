import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCan } from '../../auth/hooks/use-can';
import type { PagedKindType } from '../../../api/kind-basics';
import { historyKindOf } from '../history-kind';

const RETRIED = 'retriedWithSession';
type RetryState = Record<string, unknown>;

/** The kind whose history a /history/{level}/{id} address shows; null for any other address. */
function historyKind(pathname: string): PagedKindType | null {
  const level = /^\/history\/([^/]+)\/[^/]+\/?$/.exec(pathname)?.[1];
  return level === undefined ? null : historyKindOf(level);
}

/**
 * A history page that answered 404: the server renders it as anyone sees it, and the history of
 * deleted content is only for those who may see deleted content of its kind. Once GET /api/me says
 * the reader may (its SeeDeleted flag), the route's loaders run again with their session (once per
 * address: a history that is really missing stays a 404).
 */
export function useDeletedHistoryRetry(status: number): void {
  const location = useLocation();
  const can = useCan();
  const navigate = useNavigate();
  const retried = (location.state as RetryState | null)?.[RETRIED] === true;
  const kind = historyKind(location.pathname);
  const mayRetry =
    status === 404 && !retried && kind !== null && can.kind(kind).SeeDeleted === true;
  useEffect(() => {
    if (!mayRetry) return;
    // A navigation to the same address rather than revalidate(): it reruns the loaders, and the
    // new location makes the error boundary drop the 404 even when the answer comes at once. Its
    // state marks it, so a second 404 stays (the error page may be a new instance by then).
    const state = { ...((location.state as RetryState | null) ?? {}), [RETRIED]: true };
    void navigate(location, { replace: true, preventScrollReset: true, state });
  }, [mayRetry, location, navigate]);
}
