import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { DataSource, type EntityManager } from 'typeorm';
import { PERSONAL_CHANNEL, PersonalNotices } from '../session/personal-notices.js';

/** Readers whose counts are remembered (a number each). */
const MAX_READERS = 100_000;
/** The bound on how long a missed notice can show an old count. */
const TTL_MS = 60_000;
/** A statement that changes more readers' counts than this tells every process to forget all. */
export const MAX_NAMED_NOTICES = 100;

/**
 * Each signed-in reader's count of unread notifications, for the personal call every page makes
 * (GET /api/me): in memory, so a reader's page views cost no database read. Whatever changes a
 * count (the fan-out, marking read) tells every process through the database's notice
 * ("unread:<user id>", PersonalNotices), sent in its transaction, and this one at once (changed()).
 */
@Injectable()
export class UnreadCounts {
  private readonly counts = new LRUCache<string, number>({ max: MAX_READERS, ttl: TTL_MS });
  private generation = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly notices: PersonalNotices,
  ) {
    notices.subscribe((notice) => {
      if (notice.kind === 'unread' && notice.id !== '*') this.forget(notice.id);
      else if (notice.kind === 'unread' || notice.kind === 'all') this.clear();
    });
  }

  /** The reader's count if it is in memory; else undefined. */
  cached(userId: string): number | undefined {
    return this.notices.listening ? this.counts.get(userId) : undefined;
  }

  async of(userId: string): Promise<number> {
    const kept = this.cached(userId);
    if (kept !== undefined) return kept;
    const mark = this.generation;
    const [{ n }] = (await this.dataSource.query(
      'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL',
      [userId],
    )) as { n: number }[];
    if (mark === this.generation && this.notices.listening) this.counts.set(userId, n);
    return n;
  }

  /**
   * Queues the notice that these readers' counts changed, inside the changing transaction (many:
   * one notice for all); call changed() with the same ids after it commits.
   */
  static async noticeIn(manager: EntityManager, userIds: readonly string[] | 'all'): Promise<void> {
    if (userIds.length === 0) return;
    if (userIds === 'all' || userIds.length > MAX_NAMED_NOTICES) {
      await manager.query('SELECT pg_notify($1, $2)', [PERSONAL_CHANNEL, 'unread:*']);
      return;
    }
    await manager.query("SELECT pg_notify($1, 'unread:' || u) FROM unnest($2::text[]) AS u", [
      PERSONAL_CHANNEL,
      userIds,
    ]);
  }

  /** This process forgets at once (the notice comes back later); 'all': everyone's. */
  changed(userIds: readonly string[] | 'all'): void {
    if (userIds === 'all' || userIds.length > MAX_NAMED_NOTICES)
      this.notices.local({ kind: 'unread', id: '*' });
    else for (const id of userIds) this.notices.local({ kind: 'unread', id });
  }

  private forget(userId: string): void {
    this.generation += 1;
    this.counts.delete(userId);
  }

  private clear(): void {
    this.generation += 1;
    this.counts.clear();
  }
}
