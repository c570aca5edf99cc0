/** What a reader can follow: a question, position, argument, person, category or user. */
export const WATCH_TARGETS = ['convo', 'pos', 'arg', 'person', 'category', 'user'] as const;
export type WatchTarget = (typeof WATCH_TARGETS)[number];

/**
 * How closely (Discourse's levels): `watching` hears every change and reply, `tracking` only
 * replies and mentions, `muted` nothing (not even what is addressed to the reader about it).
 */
export const WATCH_LEVELS = ['watching', 'tracking', 'muted'] as const;
export type WatchLevel = (typeof WATCH_LEVELS)[number];

/** A temporary watch's length (MediaWiki's temporary watching); none: for good. */
export const WATCH_EXPIRIES = ['week', 'month', 'year'] as const;
export type WatchExpiry = (typeof WATCH_EXPIRIES)[number];

export const EXPIRY_DAYS: Record<WatchExpiry, number> = { week: 7, month: 30, year: 365 };

/** A watched thing as events name it: "<type>:<id>" (NotificationEventEntity.targets). */
export function watchKey(type: WatchTarget, id: string): string {
  return `${type}:${id}`;
}
