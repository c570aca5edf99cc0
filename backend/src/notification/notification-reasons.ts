/**
 * Why a notification is sent. `edit`..`changed` reach watchers (edit: any change to a watched
 * thing or what lies under it; comment: a new comment there); the others are addressed to one
 * person (the event's recipients) whatever they watch, unless they muted the thing.
 */
export const NOTIFICATION_REASONS = [
  'edit',
  'comment',
  'reply',
  'mention',
  'quote',
  'link',
  'suggestion',
  'report',
  'changed',
  'thanks',
] as const;
export type NotificationReason = (typeof NOTIFICATION_REASONS)[number];

/**
 * Which watchers an event reaches: `change` only those watching, `reply` those watching or
 * tracking. Muted watchers are never reached.
 */
export type EventAudience = 'change' | 'reply';
