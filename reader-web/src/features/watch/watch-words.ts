import type { WatchExpiry, WatchLevel } from './api/watch-api';

/** The button's text for each level (none: not watched). */
export const LEVEL_LABEL: Record<WatchLevel, string> = {
  watching: 'Watching',
  tracking: 'Tracking',
  muted: 'Muted',
};

/** What each level hears, in the menu. */
export const LEVEL_HINT: Record<WatchLevel, string> = {
  watching: 'every change and reply',
  tracking: 'replies and mentions only',
  muted: 'nothing at all',
};

export const LEVELS: readonly WatchLevel[] = ['watching', 'tracking', 'muted'];

export const EXPIRIES: readonly { value: WatchExpiry | null; label: string }[] = [
  { value: null, label: 'For good' },
  { value: 'week', label: 'For a week' },
  { value: 'month', label: 'For a month' },
  { value: 'year', label: 'For a year' },
];

export const watchersText = (n: number) => (n === 1 ? '1 watcher' : `${n} watchers`);

/** "until 5 Dec 2026" (the day, in UTC: the same everywhere). */
export function untilText(iso: string | null): string {
  if (!iso) return 'for good';
  return `until ${new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}`;
}
