import { Link } from 'react-router-dom';
import { ViewerPending } from '../features/auth/components/viewer-pending';
import { useViewer } from '../features/auth/hooks/use-viewer';

export function SuggestPage() {
  const { status, user } = useViewer();
  return (
    <section className="narrow prose" aria-labelledby="suggest-title">
      <h1 id="suggest-title">Suggest a question</h1>
      <p>
        Is a question missing from the encyclopedia? Soon you will be able to suggest one here for
        the community to discuss before it is written. That part is not built yet.
      </p>
      <p>
        Until then, anyone with an account can start the question map themselves: give it a title
        and a short, neutral description, then add the positions people take on it.
      </p>
      {status === 'pending' ? (
        <ViewerPending />
      ) : user ? (
        <p>
          <Link to="/app/convo/new" className="button">
            Start a new question map
          </Link>
        </p>
      ) : (
        <p>
          <Link to="/signup">Sign up</Link> or <Link to="/login">log in</Link> to start a new
          question map.
        </p>
      )}
    </section>
  );
}
