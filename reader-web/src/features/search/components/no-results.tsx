import { Link } from 'react-router-dom';
import { ViewerPending } from '../../auth/components/viewer-pending';
import { useViewer } from '../../auth/hooks/use-viewer';

/** 'No results', with a prompt to suggest a question (signed in) or to join (anonymous). */
export function NoResults({ className = 'search-box__empty' }: { className?: string }) {
  const { status, user } = useViewer();
  return (
    <div className={className}>
      <p>No results</p>
      {status === 'pending' ? (
        <ViewerPending />
      ) : user ? (
        <p>
          <Link to="/suggest">Suggest a new question</Link>
        </p>
      ) : (
        <p>
          <Link to="/signup">Sign up</Link> or <Link to="/login">log in</Link> to suggest a new
          question.
        </p>
      )}
    </div>
  );
}
