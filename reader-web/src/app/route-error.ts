import { isRouteErrorResponse } from 'react-router-dom';
import type { RouteMeta } from '../features/seo/page-meta';
import type { RouteErrorData } from '../shared/routing/preload';

export interface RouteErrorDetails {
  status: number;
  /** A page-specific heading and sentence, when the loader gave one (RouteErrorData). */
  title?: string;
  message?: string;
}

export function routeErrorDetails(error: unknown): RouteErrorDetails {
  if (!isRouteErrorResponse(error)) return { status: 500 };
  const data = error.data as Partial<RouteErrorData> | undefined;
  if (typeof data === 'object' && data !== null && typeof data.title === 'string') {
    return { status: error.status, title: data.title, message: data.message };
  }
  return { status: error.status };
}

/** The head of an error page that has its own heading. */
export function errorMeta(details: RouteErrorDetails): RouteMeta | undefined {
  return details.title ? { title: details.title, description: details.message } : undefined;
}
