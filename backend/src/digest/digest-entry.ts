import type { NotificationReason } from '../notification/notification-reasons.js';

/** What a digest says of one notification. */
export interface DigestEntry {
  reason: NotificationReason;
  /** How many events the notification bundles. */
  count: number;
  actorName: string;
  subjectName: string;
}

/** One line of plain text: no control characters, runs of spaces made one (names are typed by people). */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\s]+/g, ' ').trim();
}

type Sentences = {
  one: (actor: string, name: string) => string;
  many: (n: number, name: string) => string;
};

const SENTENCES: Record<NotificationReason, Sentences> = {
  edit: { one: (a, s) => `${a} edited ${s}`, many: (n, s) => `${n} edits to ${s}` },
  comment: {
    one: (a, s) => `${a} commented on ${s}`,
    many: (n, s) => `${n} new comments on ${s}`,
  },
  reply: {
    one: (a, s) => `${a} replied to your comment on ${s}`,
    many: (n, s) => `${n} replies to your comments on ${s}`,
  },
  mention: {
    one: (a, s) => `${a} mentioned you on ${s}`,
    many: (n, s) => `${n} mentions of you on ${s}`,
  },
  quote: {
    one: (a, s) => `${a} added a quote to ${s}`,
    many: (n, s) => `${n} quotes added to ${s}`,
  },
  link: {
    one: (a, s) => `${a} added a link to ${s}`,
    many: (n, s) => `${n} links added to ${s}`,
  },
  suggestion: {
    one: (a, s) => `${a} resolved your suggestion on ${s}`,
    many: (n, s) => `${n} of your suggestions on ${s} were resolved`,
  },
  report: {
    one: (a, s) => `${a} handled your report on ${s}`,
    many: (n, s) => `${n} of your reports on ${s} were handled`,
  },
  changed: {
    one: (_a, s) => `${s}, which you rated, was changed`,
    many: (n, s) => `${s}, which you rated, was changed ${n} times`,
  },
  thanks: {
    one: (a, s) => `${a} thanked you for your edit to ${s}`,
    many: (n, s) => `${n} thanks for your edits to ${s}`,
  },
};

/** The sentence of a notification: "Ada edited Clean air", "3 edits to Clean air". */
export function entrySentence(entry: DigestEntry): string {
  const sentences = SENTENCES[entry.reason] ?? SENTENCES.edit;
  const subject = oneLine(entry.subjectName) || 'a page';
  if (entry.count > 1) return sentences.many(entry.count, subject);
  return sentences.one(oneLine(entry.actorName) || 'Someone', subject);
}
