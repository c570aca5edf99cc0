import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { canAccess } from '../common/access.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { findPageAddress } from '../slug/slug-address.js';
import type { UserEntity } from '../users/user.entity.js';
import { UnreadCounts } from '../notification/unread-counts.js';
import { OwnVotes, type VoteTargetRef } from '../vote/own-votes.js';
import { accountVoterKey, visitorVoterKey, voteTargetKey } from '../vote/vote-ledger.js';
import { Capabilities } from './capabilities.js';
import type { MeDto } from './me.dto.js';
import { pageSubject, type PageSubject } from './me-page.js';
import { toMe, toMeJson } from './me.presenter.js';

/** Who is asking: an account, or an anonymous visitor with (or without) a voter id. */
export interface Reader {
  user: UserEntity | null;
  anonymousVoter: string | undefined;
}

/** The key a reader's votes are kept under (see VoteService); none for a visitor who never voted. */
function voterKey(reader: Reader): string | undefined {
  if (reader.user) return accountVoterKey(reader.user.id);
  return reader.anonymousVoter ? visitorVoterKey(reader.anonymousVoter) : undefined;
}

/** Page addresses read as slugs that are remembered with the id they name (about 100 bytes each). */
const MAX_SLUG_ADDRESSES = 10_000;

function canEdit(user: UserEntity | null, subject: PageSubject): boolean {
  const artifact = subject.artifact;
  return artifact !== null && canAccess(user, 'edit', artifact.accessKind ?? artifact.kind);
}

/**
 * The personal part of a reader page, which the page itself (cached, the same for everyone)
 * leaves out: who is signed in, whether they may edit what the page shows, their own answers to
 * its vote widgets, and what they may do (Capabilities, also what the console starts from).
 */
@Injectable()
export class MeService {
  /**
   * The ids that vote targets' addresses read as slugs name (by voteTargetKey of the address): a
   * slug leads to its artifact for good (slug_paths keeps every slug, never given to another), so
   * a page read by its slug, its canonical address, finds its votes in memory too (cachedAnswer).
   */
  private readonly slugIds = new LRUCache<string, string>({ max: MAX_SLUG_ADDRESSES });

  constructor(
    private readonly ownVotes: OwnVotes,
    private readonly dataSource: DataSource,
    private readonly capabilities: Capabilities,
    private readonly kinds: ContentKindRegistry,
    private readonly unread: UnreadCounts,
  ) {}

  async answer(reader: Reader, path: string): Promise<MeDto> {
    const subject = pageSubject(this.kinds, path);
    const key = voterKey(reader);
    const [votes, unread] = await Promise.all([
      key ? this.byId(subject.votes).then((ids) => this.ownVotes.of(key, ids)) : [],
      reader.user ? this.unread.of(reader.user.id) : 0,
    ]);
    return toMe(
      reader.user,
      canEdit(reader.user, subject),
      votes,
      unread,
      this.capabilities.of(reader.user),
    );
  }

  /**
   * The vote targets with the ids of what their page addresses name (an id, or a slug of a page
   * read by its slug): votes are kept by id. OwnVotes is only ever asked by id; a slug read once is
   * remembered (slugIds), so cachedAnswer finds a page read by its slug in memory too.
   */
  private async byId(targets: readonly VoteTargetRef[]): Promise<VoteTargetRef[]> {
    const manager = this.dataSource.manager;
    return Promise.all(
      targets.map(async (target) => {
        const known = this.slugId(target);
        if (known !== undefined) return { type: target.type, id: known };
        const kind = this.kinds.get(target.type);
        const { id } = await findPageAddress(manager, kind, target.id);
        // Only a slug that led somewhere: an unknown one may be given to a page later.
        if (id !== target.id) this.slugIds.set(voteTargetKey(target.type, target.id), id);
        return { type: target.type, id };
      }),
    );
  }

  /** The id a target's address names when it is a slug read before; else undefined. */
  private slugId(target: VoteTargetRef): string | undefined {
    return this.slugIds.get(voteTargetKey(target.type, target.id));
  }

  /** The targets with the ids their addresses are known to name (slugIds), the others as they are. */
  private knownIds(targets: readonly VoteTargetRef[]): VoteTargetRef[] {
    return targets.map((target) => {
      const id = this.slugId(target);
      return id === undefined ? target : { type: target.type, id };
    });
  }

  /** The same answer as JSON when everything it needs is in memory; undefined otherwise. */
  cachedAnswer(reader: Reader, path: string): string | undefined {
    const subject = pageSubject(this.kinds, path);
    const key = voterKey(reader);
    const votes = key ? this.ownVotes.cached(key, this.knownIds(subject.votes)) : [];
    const unread = reader.user ? this.unread.cached(reader.user.id) : 0;
    if (!votes || unread === undefined) return undefined;
    return toMeJson(
      reader.user,
      canEdit(reader.user, subject),
      votes,
      unread,
      this.capabilities.of(reader.user),
    );
  }
}
