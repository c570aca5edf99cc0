import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ArgEntity } from '../arg/arg.entity.js';
import { canAccess } from '../common/access.js';
import { hasRole } from '../common/roles.js';
import { ConvoEntity } from '../convo/convo.entity.js';
import { findPageAddress } from '../slug/slug-address.js';
import type { UserEntity } from '../users/user.entity.js';
import { OwnVotes, type VoteTargetRef } from '../vote/own-votes.js';
import { accountVoterKey, visitorVoterKey } from '../vote/vote-ledger.js';
import type { MeDto } from './me.dto.js';
import { pageSubject, type PageSubject } from './me-page.js';
import { toMe } from './me.presenter.js';

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

function canEdit(user: UserEntity | null, subject: PageSubject): boolean {
  const artifact = subject.artifact;
  if (artifact === null || !canAccess(user, 'edit', artifact.kind)) return false;
  return artifact.role === undefined || (user !== null && hasRole(user.role, artifact.role));
}

/**
 * The personal part of a reader page, which the page itself (cached, the same for everyone)
 * leaves out: who is signed in, whether they may edit what the page shows, and their own answers
 * to its vote widgets.
 */
@Injectable()
export class MeService {
  constructor(
    private readonly ownVotes: OwnVotes,
    private readonly dataSource: DataSource,
  ) {}

  async answer(reader: Reader, path: string): Promise<MeDto> {
    const subject = pageSubject(path);
    const key = voterKey(reader);
    const votes = key ? await this.ownVotes.of(key, await this.byId(subject.votes)) : [];
    return toMe(reader.user, canEdit(reader.user, subject), votes);
  }

  /**
   * The vote targets with the ids of what their page addresses name (an id, or a slug of a page
   * read by its slug): votes are kept by id. OwnVotes is only ever asked by id, so a page read by
   * a slug never finds its votes in memory (cachedAnswer) and comes here.
   */
  private async byId(targets: readonly VoteTargetRef[]): Promise<VoteTargetRef[]> {
    const manager = this.dataSource.manager;
    return Promise.all(
      targets.map(async ({ type, id }) => {
        const entity = type === 'convo' ? ConvoEntity : ArgEntity;
        return { type, id: (await findPageAddress(manager, type, entity, id)).id };
      }),
    );
  }

  /** The same answer when everything it needs is in memory; undefined otherwise. */
  cachedAnswer(reader: Reader, path: string): MeDto | undefined {
    const subject = pageSubject(path);
    const key = voterKey(reader);
    const votes = key ? this.ownVotes.cached(key, subject.votes) : [];
    return votes && toMe(reader.user, canEdit(reader.user, subject), votes);
  }
}
