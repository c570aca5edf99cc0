import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { CONTENT_CHANNEL, ContentEvents } from '../common/content-events.js';
import { NoticeListener } from '../database/notice-listener.js';
import { VOTES_CHANNEL, voteTargetKey } from './vote-ledger.js';
import type { ChoiceResultDto } from './vote.dto.js';
import type { VoteTarget } from './vote.entity.js';

/** A target's results: the same for every reader. */
export interface TargetResults {
  /** The live choices in order ("1".."5", or a question's live positions). */
  choices: string[];
  body: { Results: ChoiceResultDto[]; Total: number; SignedIn: number };
  /** The body as sent, for answers given before the framework. */
  json: string;
}

const MAX_TARGETS = 20_000;
/** A bound on staleness should a notice ever be lost while the connection stays up. */
const TTL_MS = 5 * 60_000;

interface Pending {
  promise: Promise<TargetResults | null>;
  /** Set when the target changed while it was being read: the answer is not kept. */
  stale: boolean;
}

/**
 * Results (and whether the target is live) in memory, per target, bounded. Every app process
 * forgets a target's results when its counts change (VOTES_CHANNEL, sent by VoteNotices after the
 * ballot's commit, before it is acknowledged) and everything on any content change (a deletion, a
 * new or reordered position).
 * While the LISTEN connection is down nothing is kept: notices may be missed.
 */
@Injectable()
export class VoteResultsCache implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly entries = new LRUCache<string, TargetResults | 'missing'>({
    max: MAX_TARGETS,
    ttl: TTL_MS,
  });
  /** Reads in flight: concurrent misses of one target share one read. */
  private readonly pending = new Map<string, Pending>();
  private listener: NoticeListener | undefined;

  constructor(
    private readonly dataSource: DataSource,
    events: ContentEvents,
  ) {
    events.subscribe(() => this.clear());
  }

  async onApplicationBootstrap(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    if (!url) return;
    this.listener = new NoticeListener(
      url,
      [VOTES_CHANNEL, CONTENT_CHANNEL],
      {
        notice: (channel, payload) =>
          channel === VOTES_CHANNEL && payload !== '*' ? this.forget(payload) : this.clear(),
        reset: () => this.clear(),
      },
      'VoteResultsCache',
    );
    await this.listener.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.stop();
  }

  static key(type: VoteTarget, id: string): string {
    return voteTargetKey(type, id);
  }

  /**
   * The target's results if they are in memory and kept in step (null: no such live target;
   * undefined: not known), without waiting.
   */
  peek(type: VoteTarget, id: string): TargetResults | null | undefined {
    if (!this.listener?.listening) return undefined;
    const kept = this.entries.get(VoteResultsCache.key(type, id));
    return kept === 'missing' ? null : kept;
  }

  /** The target's results, from memory or read once by `read` (null: no such live target). */
  async get(
    type: VoteTarget,
    id: string,
    read: () => Promise<TargetResults | null>,
  ): Promise<TargetResults | null> {
    const key = VoteResultsCache.key(type, id);
    const kept = this.entries.get(key);
    if (kept !== undefined) return kept === 'missing' ? null : kept;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight.promise;
    const pending: Pending = { promise: read(), stale: !this.listener?.listening };
    this.pending.set(key, pending);
    try {
      const results = await pending.promise;
      if (!pending.stale) this.entries.set(key, results ?? 'missing');
      return results;
    } finally {
      if (this.pending.get(key) === pending) this.pending.delete(key);
    }
  }

  /** The counts of `key` ("<type>:<id>") changed. */
  forget(key: string): void {
    this.entries.delete(key);
    const pending = this.pending.get(key);
    if (pending) {
      pending.stale = true;
      this.pending.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
    for (const pending of this.pending.values()) pending.stale = true;
    this.pending.clear();
  }
}
