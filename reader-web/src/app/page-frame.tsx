import { Outlet, useRouteError } from 'react-router-dom';
import { useRememberLastPage } from '../features/auth/hooks/use-remember-last-page';
import { useDeletedHistoryRetry } from '../features/revision/hooks/use-deleted-history-retry';
import { RouteMeta } from '../features/seo/components/route-meta';
import { ErrorPage } from '../features/errors/pages/error-page';
import { NotFoundPage } from '../features/errors/pages/not-found-page';
import { errorMeta, routeErrorDetails } from './route-error';

/** Wraps every page: keeps the head in step with it and remembers it as a return target. */
export function PageFrame() {
  // Here rather than in the layout, so error pages are never a return target.
  useRememberLastPage();
  return (
    <>
      <RouteMeta />
      <Outlet />
    </>
  );
}

/** Shown inside the layout when a page's loader or render fails. */
export function PageError() {
  const details = routeErrorDetails(useRouteError());
  useDeletedHistoryRetry(details.status);
  return (
    <>
      <RouteMeta errorStatus={details.status} errorMeta={errorMeta(details)} />
      {details.title ? (
        <ErrorPage title={details.title} message={details.message} />
      ) : details.status === 404 ? (
        <NotFoundPage />
      ) : (
        <ErrorPage />
      )}
    </>
  );
}
