import { useState } from 'react';
import type { RevisionDto } from '../../../api/types';
import { errorMessage } from '../../../shared/api/base-query';
import { selectAnonymousCopies, useAppSelector } from '../../../shared/store/store';
import { useViewer } from '../../auth/hooks/use-viewer';
import { useLikeRevisionMutation } from '../api/revision-api';

function count(n: number): string {
  return `Thanks: ${n}`;
}

/** The button's space, empty and busy, while it is not known what it would say. */
function ThanksPending() {
  return <span className="thanks__pending" aria-busy="true" data-testid="thanks-pending" />;
}

/**
 * Thanks for a revision (POST /api/likerev). Members thank others' revisions; the button is
 * hidden on their own, and anonymous visitors see the count only. Until the reader is known, and
 * for a member until a server-rendered history was asked again with their session, the button's
 * place stays empty: it never shows "Thank" for a revision they thanked.
 */
export function ThanksButton({ revision }: { revision: RevisionDto }) {
  const { status, user } = useViewer();
  const anonymousCopy = useAppSelector(selectAnonymousCopies);
  // The answer to this reader's own click, until a newer copy of the revision arrives (the
  // history is refetched once a server-rendered page learns who the reader is).
  const [answer, setAnswer] = useState<{ for: RevisionDto; liked: boolean; likes: number }>();
  const state =
    answer?.for === revision ? answer : { liked: revision.LikedByMe, likes: revision.LikeNum };
  const [likeRevision, { isLoading, error }] = useLikeRevisionMutation();

  if (!user || user.uid === revision.UserID) {
    return (
      <span className="thanks">
        {status === 'pending' && <ThanksPending />}
        <span className="thanks-count">{count(state.likes)}</span>
      </span>
    );
  }
  if (anonymousCopy && !answer) {
    return (
      <span className="thanks">
        <ThanksPending />
        <span className="thanks-count">{count(revision.LikeNum)}</span>
      </span>
    );
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
