import { Link } from 'react-router-dom';

interface ErrorPageProps {
  title?: string;
  message?: string;
}

export function ErrorPage({
  title = 'Something went wrong',
  message = 'This page could not be shown. Please try again in a moment.',
}: ErrorPageProps) {
  return (
    <section className="narrow" aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      <p>{message}</p>
      <p>
        <Link to="/encyclopedia">Go to the encyclopedia</Link>
      </p>
    </section>
  );
}
