import type { CurrentUser } from '../../../api/types';
import { useMe } from './use-me';

/**
 * Who is reading, as GET /api/me answered (the latest answer, whatever its path): 'pending' until
 * the first answer (and in a server render), then 'anonymous' or 'member'. What differs between
 * members and anonymous visitors renders a ViewerPending placeholder while pending, never the
 * anonymous version, so a member does not see 'Log in to comment' for a moment.
 */
export type Viewer =
  | { status: 'pending'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'member'; user: CurrentUser };

export function useViewer(): Viewer {
  const { latest, failed } = useMe();
  if (latest?.User) return { status: 'member', user: latest.User };
  // A failed call shows what an anonymous visitor sees: the server still checks every action.
  if (latest || failed) return { status: 'anonymous', user: null };
  return { status: 'pending', user: null };
}
