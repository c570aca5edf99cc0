import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The PostgreSQL channel on which every app process hears of content writes. */
export const CONTENT_CHANNEL = 'content_changed';

export interface ContentChange {
  type: string;
  id: string;
}

type Listener = (change: ContentChange) => void;

/**
 * Tells whoever caches content (the page cache of every app process) that an artifact changed.
 * A writer calls changedIn() inside its transaction, so the notice goes out exactly when the
 * write commits and never for one rolled back, then changed() after the commit for this
 * process's listeners, which must not wait for the notice to come back.
 */
@Injectable()
export class ContentEvents {
  private readonly listeners: Listener[] = [];

  subscribe(listener: Listener): void {
    this.listeners.push(listener);
  }

  /** Queues the notice in the writing transaction: PostgreSQL delivers it on commit. */
  async changedIn(manager: EntityManager, type: string, id: string): Promise<void> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error('ContentEvents.changedIn must run inside the writing transaction.');
    }
    const change: ContentChange = { type, id };
    await manager.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, JSON.stringify(change)]);
  }

  /** After the commit: this process's listeners, at once. */
  changed(type: string, id: string): void {
    for (const listener of this.listeners) listener({ type, id });
  }
}
