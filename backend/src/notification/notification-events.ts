import type { EntityManager, QueryRunner } from 'typeorm';
import type { EventAudience, NotificationReason } from './notification-reasons.js';
import { NotificationEventEntity } from './notification-event.entity.js';

/** A happening as a producer describes it (see NotificationEventEntity). */
export interface NotificationEvent {
  reason: NotificationReason;
  audience?: EventAudience | null;
  actorId: string | null;
  actorName?: string;
  subjectType: string;
  subjectId: string;
  subjectName: string;
  link: string;
  targets?: readonly string[];
  recipients?: readonly string[];
  /** Readers it leaves out: another event of the same happening addresses them (a reply's parent author). */
  excluded?: readonly string[];
}

/** The most targets or direct recipients one event names (a comment's mentions are fewer). */
export const MAX_EVENT_TARGETS = 32;

/**
 * The transactions that recorded an event: when one commits, the fan-out is asked for at once
 * (NotificationFanOut, a transaction subscriber); until then the events wait, committed or not.
 */
export const recordedIn = new WeakSet<QueryRunner>();

/** Keeps a text within a column's length (characters, not cutting a surrogate pair in two). */
function fit(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * Producers record what happened here, inside the transaction that makes it happen: the event
 * commits with the change or not at all, and the fan-out job turns it into notifications later.
 */
export const NotificationEvents = {
  async record(manager: EntityManager, event: NotificationEvent): Promise<void> {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive)
      throw new Error('NotificationEvents.record must run inside the writing transaction.');
    const recipients = [...new Set(event.recipients ?? [])].filter((id) => id !== event.actorId);
    const targets = [...new Set(event.targets ?? [])];
    // A `changed` event's recipients are found by the fan-out (the argument's earlier voters).
    const reaches = recipients.length > 0 || (targets.length > 0 && event.audience);
    if (!reaches && event.reason !== 'changed') return;
    await manager.insert(NotificationEventEntity, {
      reason: event.reason,
      audience: event.audience ?? null,
      actorId: event.actorId,
      actorName: fit(event.actorName ?? '', 30),
      subjectType: event.subjectType,
      subjectId: event.subjectId,
      subjectName: fit(event.subjectName, 200),
      link: event.link.slice(0, 300),
      targets: targets.slice(0, MAX_EVENT_TARGETS),
      recipients: recipients.slice(0, MAX_EVENT_TARGETS),
      excluded: [...new Set(event.excluded ?? [])].slice(0, MAX_EVENT_TARGETS),
    });
    recordedIn.add(runner);
  },
};
