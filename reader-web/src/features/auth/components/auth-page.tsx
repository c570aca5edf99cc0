import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface AuthPageProps {
  /** 'login' or 'signup': the heading is #login-title or #signup-title. */
  id: string;
  title: string;
  form: ReactNode;
  /** The line offering the other form, e.g. 'New here?' and a link to /signup. */
  other: { prompt: string; to: string; label: string };
  /** A link beside the form ("Forgot your password?"). */
  aside?: ReactNode;
}

/** The log-in and sign-up pages: a heading, the form, and a link to the other one. */
export function AuthPage({ id, title, form, other, aside }: AuthPageProps) {
  return (
    <section className="narrow" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      {form}
      {aside && <p>{aside}</p>}
      <p>
        {other.prompt} <Link to={other.to}>{other.label}</Link>
      </p>
    </section>
  );
}
