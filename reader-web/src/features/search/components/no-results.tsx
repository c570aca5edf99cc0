import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../auth/hooks/use-current-user';

/** 'No results', with a prompt to suggest a question (signed in) or to join (anonymous). */
export function NoResults({ className = 'search-box__empty' }: { className?: string }) {
  const { user } = useCurrentUser();
  return (
    <div className={className}>
      <p>No results</p>
      {user ? (
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
