import type { NotificationEntity } from './notification.entity.js';
import type { NotificationReason } from './notification-reasons.js';

type Sentence = (who: string, what: string, count: number) => string;

/** Each reason's sentence, for one happening and for several bundled. */
const SENTENCES: Record<NotificationReason, Sentence> = {
  edit: (who, what, n) => (n === 1 ? `${who} edited ${what}` : `${n} edits to ${what}`),
  comment: (who, what, n) =>
    n === 1 ? `${who} commented on ${what}` : `${n} new comments on ${what}`,
  reply: (who, what, n) =>
    n === 1
      ? `${who} replied to your comment on ${what}`
      : `${n} replies to your comments on ${what}`,
  mention: (who, what, n) =>
    n === 1 ? `${who} mentioned you on ${what}` : `${n} mentions of you on ${what}`,
  quote: (who, what, n) =>
    n === 1
      ? `${who} added a quote to your argument ${what}`
      : `${n} quotes added to your argument ${what}`,
  link: (who, what, n) =>
    n === 1
      ? `${who} added a link to your argument ${what}`
      : `${n} links added to your argument ${what}`,
  suggestion: (who, what) => `${who} resolved your suggestion ${what}`,
  report: (_who, what, n) =>
    n === 1
      ? `Your report of a comment on ${what} was handled`
      : `${n} of your reports of comments on ${what} were handled`,
  changed: (_who, what, n) =>
    n === 1
      ? `An argument you rated was changed: ${what}`
      : `An argument you rated was changed ${n} times: ${what}`,
  thanks: (who, what, n) =>
    n === 1
      ? `${who} thanked you for your edit to ${what}`
      : `${n} thanks for your edits to ${what}`,
};

/**
 * A notification in one sentence, the same in the web list and in the digest's mail: "Ann edited “X”", "3 edits to “X”".
 */
export function notificationText(
  n: Pick<NotificationEntity, 'reason' | 'actorName' | 'subjectName' | 'count'>,
): string {
  const sentence = SENTENCES[n.reason] ?? SENTENCES.edit;
  const name = oneLine(n.subjectName);
  return oneLine(
    sentence(oneLine(n.actorName) || 'Someone', name ? `“${name}”` : 'a page', n.count),
  );
}

/** One line of plain text: no control characters, runs of spaces made one (names are typed by people). */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\s]+/g, ' ').trim();
}
