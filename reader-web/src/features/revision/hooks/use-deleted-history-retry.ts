import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Role } from '../../../api/types';
import { useViewer } from '../../auth/hooks/use-viewer';

const RETRIED = 'retriedWithSession';
type RetryState = Record<string, unknown>;

/** Roles that may see the history of deleted content (DESIGN.md's seeDeleted). */
const SEES_DELETED: ReadonlySet<Role> = new Set(['mod', 'admin']);

/**
 * A history page that answered 404: the server renders it as anyone sees it, and the history of
 * a deleted question, position or argument is only for mods and admins. Once GET /api/me says
 * the reader is one, the route's loaders run again with their session (once per address: a
 * history that is really missing stays a 404).
 */
export function useDeletedHistoryRetry(status: number): void {
  const location = useLocation();
  const { user } = useViewer();
  const navigate = useNavigate();
  const retried = (location.state as RetryState | null)?.[RETRIED] === true;
  const mayRetry =
    status === 404 &&
    !retried &&
    location.pathname.startsWith('/history/') &&
    user !== null &&
    SEES_DELETED.has(user.role);
  useEffect(() => {
    if (!mayRetry) return;
    // A navigation to the same address rather than revalidate(): it reruns the loaders, and the
    // new location makes the error boundary drop the 404 even when the answer comes at once. Its
    // state marks it, so a second 404 stays (the error page may be a new instance by then).
    const state = { ...((location.state as RetryState | null) ?? {}), [RETRIED]: true };
    void navigate(location, { replace: true, preventScrollReset: true, state });
  }, [mayRetry, location, navigate]);
}
