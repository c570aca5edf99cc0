import { Link } from 'react-router-dom';
import { ViewerPending } from '../components/viewer-pending';
import { useReturnToLastPage } from '../hooks/use-return-to-last-page';
import { useViewer } from '../hooks/use-viewer';

/** /welcome: where a new member lands after signing up, with what to do first. */
export function WelcomePage() {
  const { status, user } = useViewer();
  const returnToLastPage = useReturnToLastPage();
  return (
    <section className="prose narrow" aria-labelledby="welcome-title">
      <h1 id="welcome-title">
        {user ? `Welcome, ${user.Username}!` : 'Welcome to the Opinion Encyclopedia'}
      </h1>
      {status === 'pending' ? (
        <ViewerPending lines={3} />
      ) : (
        <>
          <p>
            Every question here is mapped into positions and the arguments for them. Vote on what
            convinces you, see what others think, and improve any page: every change is kept in its
            history.
          </p>
          {user && (
            <ol>
              <li>
                <Link to="/app/interests">Choose the categories you follow</Link>.
              </li>
              <li>
                <Link to="/app/expertise">Say what you know well</Link>, so readers can weigh your
                edits and comments.
              </li>
              <li>
                Find a question you care about on <Link to="/">the home page</Link>, or search for
                one; if it is missing, <Link to="/suggest">suggest it</Link>.
              </li>
            </ol>
          )}
          <p>
            <button type="button" className="button" onClick={returnToLastPage}>
              Go on reading
            </button>
          </p>
        </>
      )}
    </section>
  );
}
