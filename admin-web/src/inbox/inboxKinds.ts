import { KIND_TYPES, KINDS, kindOfInboxKind } from '../../../backend/openapi/kinds';

/** The inbox kinds the console offers as a filter: each content kind's, in the kinds' order. */
export const INBOX_KINDS: readonly string[] = KIND_TYPES.flatMap(
  (type) => KINDS[type].inboxKind ?? [],
);

/** An inbox kind as a chip or the filter names it: its content kind's label ('Question'). */
export function inboxKindLabel(inboxKind: string): string {
  const type = kindOfInboxKind(inboxKind);
  return type ? KINDS[type].label : inboxKind;
}
