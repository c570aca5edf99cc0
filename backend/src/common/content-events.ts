import { randomUUID } from 'node:crypto';
import { Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { markWrite } from './recent-write.js';
import type {
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';

/** The PostgreSQL channel on which every app process hears of content writes. */
export const CONTENT_CHANNEL = 'content_changed';

/**
 * What a write changed: the read keys it touches (common/read-keys.ts), or everything; `origin`
 * names the process that wrote (its listeners heard the change at commit already).
 */
export type ContentChange = ({ keys: readonly string[] } | { everything: true }) & {
  origin?: string;
};

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a write touching more keys than fit
 * says "everything" instead.
 */
const MAX_PAYLOAD_BYTES = 7900;

/** The NOTIFY payload of a change: {"origin": "...", "keys": [...]}, or {"origin": "..."} for everything. */
export function changePayload(origin: string, keys: readonly string[]): string {
  const payload = JSON.stringify({ origin, keys });
  return Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES ? JSON.stringify({ origin }) : payload;
}

/** A change from its NOTIFY payload; anything unreadable counts as everything. */
export function parseChange(payload: string | undefined): ContentChange {
  try {
    const notice = JSON.parse(payload ?? '') as { origin?: unknown; keys?: unknown };
    const origin = typeof notice?.origin === 'string' ? notice.origin : undefined;
    const { keys } = notice;
    if (Array.isArray(keys) && keys.every((k) => typeof k === 'string')) return { keys, origin };
    return { everything: true, origin };
  } catch {
    return { everything: true };
  }
}

/**
 * Hears a change. One that answers a promise holds the writer's acknowledgement until it settles
 * (the purge of the HTTP cache in front, bounded): it must settle soon, and never reject.
 */
const noop = () => undefined;

type Listener = (change: ContentChange) => void | Promise<void>;

/**
 * Tells whoever caches content (the caches of every app process) what a write changed. A writer
 * calls changedIn() inside its transaction: the notice goes out exactly when the write commits and
 * never for one rolled back, and this process's listeners hear it as the commit returns (a
 * TypeORM transaction subscriber), without waiting for the notice to come back, before the writer
 * can acknowledge the write.
 */
@Injectable()
export class ContentEvents implements EntitySubscriberInterface {
  /** This process's name in its notices: its own come back to it and are ignored. */
  readonly origin = randomUUID();
  private readonly listeners: Listener[] = [];
  /** The keys each open transaction touched, told to this process's listeners on its commit. */
  private readonly pending = new WeakMap<QueryRunner, string[]>();

  constructor(@Optional() dataSource?: DataSource) {
    dataSource?.subscribers.push(this);
  }

  subscribe(listener: Listener): void {
    this.listeners.push(listener);
  }

  /** Queues the notice in the writing transaction: PostgreSQL delivers it on commit. */
  async changedIn(manager: EntityManager, keys: readonly string[]): Promise<void> {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) {
      throw new Error('ContentEvents.changedIn must run inside the writing transaction.');
    }
    markWrite();
    await manager.query('SELECT pg_notify($1, $2)', [
      CONTENT_CHANNEL,
      changePayload(this.origin, keys),
    ]);
    const touched = this.pending.get(runner);
    if (touched) touched.push(...keys);
    else this.pending.set(runner, [...keys]);
  }

  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void | Promise<void> {
    // A savepoint's release is no commit: the outermost transaction's is.
    if (queryRunner.isTransactionActive) return;
    const keys = this.pending.get(queryRunner);
    if (!keys) return;
    this.pending.delete(queryRunner);
    // TypeORM's commit waits for what this answers, so the writer's answer waits too.
    return this.changed(keys);
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) this.pending.delete(queryRunner);
  }

  /**
   * This process's listeners, at once (after a commit): every key, however many (only a NOTIFY
   * payload has a size limit).
   */
  changed(keys: readonly string[]): void | Promise<void> {
    const change: ContentChange = { origin: this.origin, keys };
    let waits: Promise<void>[] | undefined;
    for (const listener of this.listeners) {
      const wait = listener(change);
      if (wait) (waits ??= []).push(wait);
    }
    // A listener's failure is its own: the write has committed.
    if (waits) return Promise.all(waits).then(noop, noop);
  }
}
