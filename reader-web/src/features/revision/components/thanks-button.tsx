import { useState } from 'react';
import type { RevisionDto } from '../../../api/types';
import { errorMessage } from '../../../app/base-query';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { useLikeRevisionMutation } from '../api/revision-api';

function count(n: number): string {
  return `Thanks: ${n}`;
}

/**
 * Thanks for a revision (POST /api/likerev). Members thank others' revisions; the button is
 * hidden on their own, and anonymous visitors see the count only.
 */
export function ThanksButton({ revision }: { revision: RevisionDto }) {
  const { user } = useCurrentUser();
  // The answer to this reader's own click, until a newer copy of the revision arrives (the
  // history is refetched once a server-rendered page learns who the reader is).
  const [answer, setAnswer] = useState<{ for: RevisionDto; liked: boolean; likes: number }>();
  const state =
    answer?.for === revision ? answer : { liked: revision.LikedByMe, likes: revision.LikeNum };
  const [likeRevision, { isLoading, error }] = useLikeRevisionMutation();

  if (!user || user.uid === revision.UserID) {
    return <span className="thanks-count">{count(state.likes)}</span>;
  }

  async function toggle() {
    const result = await likeRevision({ objectID: revision.RevID, liked: !state.liked });
    if (result.data) {
      setAnswer({ for: revision, liked: result.data.LikedByMe, likes: result.data.LikeNum });
    }
  }

  return (
    <span className="thanks">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-pressed={state.liked}
        disabled={isLoading}
        onClick={toggle}
      >
        {state.liked ? 'Thanked' : 'Thank'}
      </button>{' '}
      <span className="thanks-count">{count(state.likes)}</span>
      {error && (
        <span role="alert" className="inline-error">
          {errorMessage(error)}
        </span>
      )}
    </span>
  );
}
