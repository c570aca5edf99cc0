import { KIND_TYPES, KINDS, kindOfInboxKind } from '../../../backend/openapi/kinds';

/** The inbox kinds that are no kind of content: the console's i18n names them. */
const OTHER_INBOX_KINDS = ['commentAction'] as const;

/** The inbox kinds the console offers as a filter: each content kind's, in the kinds' order. */
export const INBOX_KINDS: readonly string[] = [
  ...KIND_TYPES.flatMap((type) => KINDS[type].inboxKind ?? []),
  ...OTHER_INBOX_KINDS,
];

/** An inbox kind as a chip or the filter names it: its content kind's label ('Question'). */
export function inboxKindLabel(
  inboxKind: string,
  translate: (key: string, options?: { _: string }) => string,
): string {
  const type = kindOfInboxKind(inboxKind);
  return type ? KINDS[type].label : translate(`console.inbox.kinds.${inboxKind}`, { _: inboxKind });
}
