import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useBackTarget } from '../hooks/use-back-target';
import './back-link.css';

/** The spec's "link to the previous page": back to the page of this site the reader came from. */
export function BackLink() {
  const target = useBackTarget();
  const navigate = useNavigate();
  if (!target) return null;
  const goBack = (event: MouseEvent) => {
    // A plain click goes back in history (keeping that page's scroll); other clicks open the link.
    if (
      !target.back ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link to={target.to} className="back-link" onClick={goBack}>
      <span aria-hidden="true">← </span>Back
    </Link>
  );
}
