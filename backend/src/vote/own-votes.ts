import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { PersonalNotices } from '../session/personal-notices.js';
import { voteTargetKey } from './vote-ledger.js';
import type { VoteQuestion, VoteTarget } from './vote.entity.js';

export interface VoteTargetRef {
  type: VoteTarget;
  id: string;
}

/** One of the voter's latest answers. */
export interface OwnVote {
  targetType: VoteTarget;
  targetId: string;
  question: VoteQuestion;
  value: string;
  /** The argument's version it rates (absent or '': a question, or none recorded). */
  version?: string;
}

/** Targets remembered in all (a voter's map counts its targets); each costs about 200 bytes. */
const MAX_TARGETS = 100_000;
/** A reader browsing a thousand pages within the time to live still reads each from memory. */
const MAX_TARGETS_PER_VOTER = 1_000;
/** The bound on how long a missed notice can show a reader an old answer of theirs. */
const TTL_MS = 60_000;

const targetKey = (t: VoteTargetRef) => voteTargetKey(t.type, t.id);

/**
 * A voter's own latest answers on the targets a page shows, for the personal call every page
 * makes: in memory per voter, so a reader's repeated page views cost no database read. A vote
 * that changes an answer forgets its voter's answers in this process at once (changed()) and in
 * every process through the database's notice (PersonalNotices): a ballot's is sent by VoteNotices
 * after its commit; vote_latest's triggers send it for every other write of an inserted, deleted
 * or changed answer, not for a re-vote that only moves `modified`.
 */
@Injectable()
export class OwnVotes {
  private readonly voters = new LRUCache<string, Map<string, OwnVote[]>>({
    maxSize: MAX_TARGETS,
    sizeCalculation: (targets) => targets.size + 1,
    ttl: TTL_MS,
  });
  private generation = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly notices: PersonalNotices,
  ) {
    notices.subscribe((notice) => {
      if (notice.kind === 'voter') this.forget(notice.id);
      else if (notice.kind === 'all') this.clear();
    });
  }

  /** The voter's answers on these targets if all are in memory, without waiting; else undefined. */
  cached(voterKey: string, targets: readonly VoteTargetRef[]): OwnVote[] | undefined {
    if (targets.length === 0) return [];
    if (!this.notices.listening) return undefined;
    const known = this.voters.get(voterKey);
    if (!known) return undefined;
    const votes: OwnVote[] = [];
    for (const target of targets) {
      const kept = known.get(targetKey(target));
      if (!kept) return undefined;
      votes.push(...kept);
    }
    return votes;
  }

  /** The voter's latest non-empty answers on these targets, from memory or one indexed read. */
  async of(voterKey: string, targets: readonly VoteTargetRef[]): Promise<OwnVote[]> {
    const kept = this.cached(voterKey, targets);
    if (kept) return kept;
    const mark = this.generation;
    const rows = (await this.dataSource.query(
      `SELECT l.target_type, l.target_id, l.question, l.value, l.version
         FROM vote_latest l
         JOIN unnest($2::varchar[], $3::varchar[]) AS t(type, id)
           ON l.target_type = t.type AND l.target_id = t.id
        WHERE l.voter_key = $1 AND l.value <> ''
        ORDER BY l.target_type, l.target_id, l.question`,
      [voterKey, targets.map((t) => t.type), targets.map((t) => t.id)],
    )) as {
      target_type: VoteTarget;
      target_id: string;
      question: VoteQuestion;
      value: string;
      version: string;
    }[];
    const votes = rows.map((r) => ({
      targetType: r.target_type,
      targetId: r.target_id,
      question: r.question,
      value: r.value,
      version: r.version,
    }));
    if (mark === this.generation && this.notices.listening) this.remember(voterKey, targets, votes);
    return votes;
  }

  /** The voter's answers changed (a vote this process just committed). */
  changed(voterKey: string): void {
    this.notices.local({ kind: 'voter', id: voterKey });
  }

  private remember(voterKey: string, targets: readonly VoteTargetRef[], votes: OwnVote[]): void {
    const known = this.voters.get(voterKey) ?? new Map<string, OwnVote[]>();
    for (const target of targets) {
      const key = targetKey(target);
      known.delete(key);
      known.set(
        key,
        votes.filter((v) => v.targetType === target.type && v.targetId === target.id),
      );
    }
    // Oldest targets first out of the voter's own bound.
    for (const key of known.keys()) {
      if (known.size <= MAX_TARGETS_PER_VOTER) break;
      known.delete(key);
    }
    this.voters.set(voterKey, known);
  }

  private forget(voterKey: string): void {
    this.generation += 1;
    this.voters.delete(voterKey);
  }

  private clear(): void {
    this.generation += 1;
    this.voters.clear();
  }
}
