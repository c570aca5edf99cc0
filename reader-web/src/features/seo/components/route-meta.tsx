import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { applyPageMeta } from '../apply-page-meta';
import { resolvePageMeta, type RouteMeta as RouteMetaData } from '../page-meta';

interface RouteMetaProps {
  /** Status of the error shown instead of the page, if any. */
  errorStatus?: number;
  /** The error page's own title and description, when it has them. */
  errorMeta?: RouteMetaData;
}

/** Updates title and sharing tags on client navigation (the server writes them into the HTML). */
export function RouteMeta({ errorStatus, errorMeta }: RouteMetaProps) {
  const matches = useMatches();
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = resolvePageMeta({
      matches: matches.map((match) => ({ handle: match.handle, data: match.loaderData })),
      origin: window.location.origin,
      pathname,
      errorStatus,
      errorMeta,
    });
    applyPageMeta(document, meta);
  }, [matches, pathname, errorStatus, errorMeta]);
  return null;
}
