import { Link } from 'react-router-dom';

export function ErrorPage() {
  return (
    <section className="narrow" aria-labelledby="error-title">
      <h1 id="error-title">Something went wrong</h1>
      <p>This page could not be shown. Please try again in a moment.</p>
      <p>
        <Link to="/encyclopedia">Go to the encyclopedia</Link>
      </p>
    </section>
  );
}
