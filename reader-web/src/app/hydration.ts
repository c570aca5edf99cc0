import { isRouteErrorResponse, type HydrationState } from 'react-router-dom';
import { scriptJson } from '../features/seo/structured-data';

/** Id of the JSON script element that carries server state to the browser. */
export const APP_STATE_ID = 'app-state';

/** What the server render hands to the browser. */
export interface AppState {
  /** The RTK Query cache ({ api: ... }). */
  store: Record<string, unknown>;
  router: HydrationState;
}

interface SerializedError {
  __type: 'Error';
  message: string;
}

function isSerializedError(value: unknown): value is SerializedError {
  return (
    typeof value === 'object' && value !== null && (value as SerializedError).__type === 'Error'
  );
}

/**
 * Route errors as JSON. Error responses keep status, statusText and data (enough for
 * isRouteErrorResponse in the browser); other errors become a generic message so server
 * internals never reach the page.
 */
export function serializeRouterErrors(errors: HydrationState['errors']): HydrationState['errors'] {
  if (!errors) return null;
  const serialized: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    serialized[routeId] = isRouteErrorResponse(error)
      ? { status: error.status, statusText: error.statusText, data: error.data, internal: false }
      : ({ __type: 'Error', message: 'Unexpected Server Error' } satisfies SerializedError);
  }
  return serialized;
}

export function deserializeRouterErrors(
  errors: HydrationState['errors'],
): HydrationState['errors'] {
  if (!errors) return null;
  const revived: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    revived[routeId] = isSerializedError(error) ? new Error(error.message) : error;
  }
  return revived;
}

/** A JSON script element that no value can close or open a comment in (scriptJson). */
export function appStateScript(state: AppState): string {
  return `<script id="${APP_STATE_ID}" type="application/json">${scriptJson(state)}</script>`;
}

/** The server's state, or null when the page was not server-rendered (the Vite dev server). */
export function readAppState(doc: Document): AppState | null {
  const text = doc.getElementById(APP_STATE_ID)?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as AppState;
  return {
    store: state.store,
    router: { ...state.router, errors: deserializeRouterErrors(state.router.errors) },
  };
}
