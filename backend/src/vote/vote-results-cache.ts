import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CONTENT_CHANNEL,
  type ContentChange,
  ContentEvents,
  parseChange,
} from '../common/content-events.js';
import { collectReadKeys, ReadKeys } from '../common/read-keys.js';
import { NoticeListener } from '../database/notice-listener.js';
import { ReadReplicas } from '../database/read-replicas.js';
import { ChangeClock } from '../web/change-clock.js';
import { KeyedStore } from '../web/keyed-store.js';
import { VOTES_CHANNEL, voteTargetKey } from './vote-ledger.js';
import type { ArgResultsDto, ConvoResultsDto } from './vote.dto.js';
import type { VoteTarget } from './vote.entity.js';

/** One answer of a target's results, as built and as sent. */
export interface ResultsAnswer {
  body: ArgResultsDto | ConvoResultsDto;
  /** The body as sent, for answers given before the framework. */
  json: string;
}

/** A target's results: the same for every reader. */
export interface TargetResults extends ResultsAnswer {
  /** The live choices in order ("1".."5", or a question's live positions). */
  choices: string[];
  /** An argument's current version (args.version): what `body` counts. */
  version?: string;
  /** An argument's ratings of every version (?versions=all); a question's are `body`. */
  all?: ResultsAnswer;
}

/** Bound of what is held, in bytes of the answers kept (about 50,000 targets' results). */
const MAX_BYTES = 16 * 1024 * 1024;
/** What one entry costs against the bound besides its answer: its keys, the maps holding it. */
const ENTRY_BYTES = 256;
/** A bound on staleness should a notice ever be lost while the connection stays up. */
const TTL_MS = 5 * 60_000;

/** Carried by a target's results: dropped when its counts change (VOTES_CHANNEL). */
export const countsKey = (target: string): string => `votes:${target}`;

type Kept = TargetResults | 'missing';

interface Pending {
  promise: Promise<TargetResults | null>;
  /** The tick of the change clock the read began at: a later caller joins it only if no drop came since. */
  since: number;
}

/**
 * Results (and whether the target is live) in memory, per target, bounded. Each target's results
 * carry the read keys of what they were read from (the argument, its position and question; or
 * the question and its positions) and the key of their counts. Every app process drops a
 * target's results when its counts change (VOTES_CHANNEL, sent by VoteNotices after the ballot's
 * commit, before it is acknowledged) and the results of the targets a content write touched (its
 * change notice's keys: a deletion, a new or reordered position), not everyone's.
 * While the LISTEN connection is down nothing is kept: notices may be missed.
 */
@Injectable()
export class VoteResultsCache implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly entries = new KeyedStore<Kept>({
    maxSize: MAX_BYTES,
    sizeOf: (kept) =>
      ENTRY_BYTES +
      (kept === 'missing' ? 0 : (kept.json.length + (kept.all?.json.length ?? 0)) * 2),
    ttlMs: TTL_MS,
  });
  /** When each key was last dropped: a read that spans a drop of something it read is not kept. */
  private readonly clock = new ChangeClock();
  /** Reads in flight: concurrent misses of one target share one read. */
  private readonly pending = new Map<string, Pending>();
  private listener: NoticeListener | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: ContentEvents,
    private readonly replicas: ReadReplicas,
  ) {
    events.subscribe((change) => this.apply(change));
  }

  async onApplicationBootstrap(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    if (!url) return;
    this.listener = new NoticeListener(
      url,
      [VOTES_CHANNEL, CONTENT_CHANNEL],
      {
        notice: (channel, payload) => {
          // Before anything is dropped: results read from now on must include what changed.
          this.replicas.writeHeard();
          if (channel === VOTES_CHANNEL) {
            if (payload === '*') this.clear();
            else this.forget(payload);
            return;
          }
          const change = parseChange(payload);
          // This process's own writes were applied as they committed.
          if (change.origin !== this.events.origin) this.apply(change);
        },
        reset: () => {
          this.replicas.writeHeard();
          this.clear();
        },
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
    const kept = this.fresh(VoteResultsCache.key(type, id));
    return kept === 'missing' ? null : kept;
  }

  /**
   * The target's results, from memory or read once by `read` (null: no such live target). The
   * read names the keys of what it reads (common/read-keys.ts): the results are kept with them.
   */
  async get(
    type: VoteTarget,
    id: string,
    read: () => Promise<TargetResults | null>,
  ): Promise<TargetResults | null> {
    const key = VoteResultsCache.key(type, id);
    const kept = this.fresh(key);
    if (kept !== undefined) return kept === 'missing' ? null : kept;
    const inFlight = this.pending.get(key);
    if (inFlight && inFlight.since === this.clock.now()) return inFlight.promise;
    const since = this.clock.now();
    const listening = this.listener?.listening === true;
    const reads = new ReadKeys();
    reads.markKeyed();
    const pending: Pending = { promise: collectReadKeys(reads, read), since };
    this.pending.set(key, pending);
    try {
      const results = await pending.promise;
      const keys = [...reads.carried(), countsKey(key)];
      if (listening && this.listener?.listening && !this.clock.changedSince(since, keys))
        this.entries.set(key, results ?? 'missing', keys);
      return results;
    } finally {
      if (this.pending.get(key) === pending) this.pending.delete(key);
    }
  }

  /**
   * The counts of `key` ("<type>:<id>") changed: a vote this process committed (whose voter reads
   * the results next, so no replica may answer them before it has the vote) or another's notice.
   */
  forget(key: string): void {
    this.replicas.writeHeard();
    this.drop([countsKey(key)]);
  }

  apply(change: ContentChange): void {
    if ('everything' in change) this.clear();
    else this.drop(change.keys);
  }

  /** Results held (tests). */
  get size(): number {
    return this.entries.entries;
  }

  private drop(keys: readonly string[]): void {
    this.clock.drop(keys);
    this.entries.drop(keys);
  }

  /** Forgets every target's results (counts changed for many at once). */
  clear(): void {
    this.clock.dropEverything();
    this.entries.clear();
    this.pending.clear();
  }

  private fresh(key: string): Kept | undefined {
    const found = this.entries.get(key);
    return found && !found.stale ? found.value : undefined;
  }
}
