/**
 * Where the back link of a page leads: the page of this site the reader came from. Each history
 * entry (react-router's location.key) keeps its own, so going back and forth keeps them right.
 */
export interface BackTarget {
  /** pathname + search of the page the reader came from. */
  to: string;
  /** Whether that page is the browser history's previous entry (the link then goes back). */
  back: boolean;
}

export type Trail = Record<string, BackTarget>;

export interface Visit {
  key: string;
  /** pathname + search: a change of hash alone stays on the same page. */
  path: string;
}

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

/** react-router's key of an entry it did not create (a page load, a plain #hash change). */
const UNKNOWN_ENTRY = 'default';

/** A referrer on this site (another page than this one), as a path; else undefined. */
export function referrerTarget(
  referrer: string,
  origin: string,
  path: string,
): BackTarget | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    const to = url.pathname + url.search;
    return url.origin === origin && to !== path ? { to, back: false } : undefined;
  } catch {
    return undefined;
  }
}

export function nextBackTarget(
  trail: Trail,
  previous: { visit: Visit; target?: BackTarget } | undefined,
  current: Visit,
  kind: NavigationKind,
  fromReferrer: () => BackTarget | undefined,
): BackTarget | undefined {
  if (previous && previous.visit.path === current.path) return previous.target;
  if (current.key === UNKNOWN_ENTRY) return fromReferrer();
  if (kind === 'POP') return trail[current.key];
  if (kind === 'REPLACE') return previous?.target;
  return previous && { to: previous.visit.path, back: true };
}

/** Records an entry's target; entries react-router did not key are never looked up by key. */
export function remember(
  trail: Trail,
  key: string,
  target: BackTarget | undefined,
  keep = 100,
): Trail {
  if (key === UNKNOWN_ENTRY || !target) return trail;
  const entries = Object.entries({ ...trail, [key]: target });
  return Object.fromEntries(entries.slice(-keep));
}
