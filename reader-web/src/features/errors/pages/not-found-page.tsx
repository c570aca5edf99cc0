import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="narrow" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page Not Found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/encyclopedia">Go to the encyclopedia</Link>
      </p>
    </section>
  );
}
