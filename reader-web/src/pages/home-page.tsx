import { Link } from 'react-router-dom';
import { SITE_DESCRIPTION, SITE_NAME } from '../app/site';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';

export function HomePage() {
  const { user } = useCurrentUser();
  return (
    <section className="home" aria-labelledby="home-title">
      <h1 id="home-title">{SITE_NAME}</h1>
      <p className="lead">{SITE_DESCRIPTION}</p>
      <p>
        Each question maps the positions people take on it, and the arguments for each position,
        written and edited together, wiki-style.
      </p>
      <div className="empty-state">
        <h2>No questions yet</h2>
        <p>The first questions are being written. They will be listed here once published.</p>
        {!user && (
          <p>
            <Link to="/signup">Sign up</Link> or <Link to="/login">log in</Link> to take part.
          </p>
        )}
      </div>
    </section>
  );
}
