import { ID_PATTERN } from '../common/id-validation.js';
import { hasRecentWrite } from '../common/recent-write.js';
import { SESSION_COOKIE } from '../session/session-cookie.js';

/** Turns one query value into its canonical form, or null when the request must not be cached. */
type ParamRule = (value: string) => string | null;

const id: ParamRule = (value) => (ID_PATTERN.test(value) ? value : null);
const positiveInt: ParamRule = (value) => (/^[1-9][0-9]{0,5}$/.test(value) ? value : null);
// The API trims the search text and refuses more than 100 characters (a 400, never cached).
const searchText: ParamRule = (value) => {
  const trimmed = value.trim();
  return trimmed.length >= 2 && trimmed.length <= 100 ? trimmed : null;
};

/**
 * Anonymous GETs whose answer is the same for every anonymous visitor, with the query parameters
 * each one reads. The API refuses any other parameter (400), so those are never cached. Not
 * /api/arg/getnextarg: a voter (the voter cookie is no session cookie) gets their own order.
 */
type Rules = Readonly<Record<string, ParamRule>>;

const API_PARAMS: ReadonlyMap<string, Rules> = new Map<string, Rules>([
  ['/api/convo/get', { convoID: id }],
  ['/api/pos/get', { posID: id }],
  ['/api/arg/get', { argID: id }],
  ['/api/convo/list', { page: positiveInt, perPage: positiveInt, category: id }],
  ['/api/convo/children', { convoID: id }],
  ['/api/convo/groups', { convoID: id }],
  ['/api/pos/children', { posID: id }],
  ['/api/tag/get', { tagID: id }],
  ['/api/category/list', {}],
  ['/api/search', { q: searchText, page: positiveInt }],
]);

/** The encyclopedia's list reads ?page= and ?category=; no other page reads its query. */
const LIST_PARAMS: Rules = { page: positiveInt, category: id };
const NO_PARAMS: Rules = {};
/** A category's page (/categories/{id}) reads ?page= of its questions. */
const CATEGORY_PARAMS: Rules = { page: positiveInt };
/** The search results page reads what the search API reads. */
const SEARCH_PARAMS: Rules = { q: searchText, page: positiveInt };

/** Parameters that only say where a visitor came from: no page reads them. */
const TRACKING =
  /^(?:utm_[a-z_]+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|twclid|igshid|mc_cid|mc_eid|_ga|_gl)$/i;

const MAX_URL = 2048;

export interface PageKey {
  /** The path with the parameters that change the answer, sorted. */
  key: string;
  /**
   * False when the request carried tracking parameters: a hit may answer it, but its own render
   * (whose canonical link may echo them) is not stored.
   */
  storable: boolean;
}

/** Paths Express routes to the API, the console or the assets whatever their case. */
const API = /^\/api(?:\/|$)/i;
const NEVER = /^\/(?:admin|assets\/)/i;

function paramsOf(path: string): Rules | undefined {
  // The API's paths as written (another case reaches the same handler: never cached).
  if (API.test(path)) return API_PARAMS.get(path);
  if (NEVER.test(path)) return undefined;
  if (path === '/search') return SEARCH_PARAMS;
  if (path.startsWith('/categories/')) return CATEGORY_PARAMS;
  return path === '/' || path === '/encyclopedia' ? LIST_PARAMS : NO_PARAMS;
}

/**
 * The cache key of a request whose answer is the same for every visitor, or undefined when it may
 * not be shared: not a GET, an API read by a signed-in visitor (API answers may be personal), a
 * request right after its visitor's write (read-your-writes: it must reach the primary database,
 * the recent-write cookie), a path that is never cached, or a query parameter the page does not read
 * (other than tracking ones), repeated, or not in canonical form. Pages (HTML) are keyed without
 * the cookie: the server render reads nothing of the visitor (the personal parts come from GET
 * /api/me after load), so a signed-in reader gets, and may fill, the page everyone gets.
 */
export function pageKey(
  method: string | undefined,
  url: string | undefined,
  cookie: string | undefined,
): PageKey | undefined {
  if (method !== 'GET' || !url || url.length > MAX_URL) return undefined;
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const rules = paramsOf(path);
  if (!rules) return undefined;
  // A name ending like another's only costs that request the cache (never a wrong answer).
  if (hasRecentWrite(cookie)) return undefined;
  const isApi = path.startsWith('/api/');
  if (isApi && cookie?.includes(`${SESSION_COOKIE}=`)) return undefined;
  let storable = true;
  if (mark === -1 || mark === url.length - 1) return { key: path, storable };
  const kept: [string, string][] = [];
  for (const [name, value] of new URLSearchParams(url.slice(mark + 1))) {
    if (!isApi && TRACKING.test(name)) {
      storable = false;
      continue;
    }
    const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
    const canonical = rule?.(value);
    if (canonical == null || kept.some(([seen]) => seen === name)) return undefined;
    kept.push([name, canonical]);
  }
  if (kept.length === 0) return { key: path, storable };
  kept.sort(([a], [b]) => (a < b ? -1 : 1));
  return { key: `${path}?${new URLSearchParams(kept).toString()}`, storable };
}
