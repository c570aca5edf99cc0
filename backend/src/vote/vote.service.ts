import {
  BadRequestException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { ArgService } from '../arg/arg.service.js';
import { ArgVersionReads } from '../arg/arg-version-reads.js';
import { argKind } from '../arg/arg.kind.js';
import { clientAddressKey } from '../common/client-address.js';
import { artifactKey, readKeys } from '../common/read-keys.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { charCount } from '../common/text-rules.js';
import { convoKind } from '../convo/convo.kind.js';
import { ConvoService } from '../convo/convo.service.js';
import { poolOf } from '../database/pool.js';
import { lagTolerantQuery } from '../database/read-replicas.js';
import { anonymousVoter, issueAnonymousVoter } from '../session/anonymous-voter.js';
import { LoginEvents } from '../session/login-events.js';
import type { UserEntity } from '../users/user.entity.js';
import { OwnVotes } from './own-votes.js';
import { VoteNotices } from './vote-notices.js';
import { type ResultsAnswer, type TargetResults, VoteResultsCache } from './vote-results-cache.js';
import { BallotBatches } from './ballot-batches.js';
import { accountVoterKey, adoptVoter, type Ballot, visitorVoterKey } from './vote-ledger.js';
import { voteTransaction } from './vote-transaction.js';
import {
  type TakesDto,
  type ArgResultsDto,
  type ArgVoteDto,
  type ChoiceResultDto,
  type ConvoResultsDto,
  type ConvoVoteDto,
  FREE_TEXT_MAX,
  type ResultVersions,
  type VoteSavedDto,
} from './vote.dto.js';
import type { VoteTarget } from './vote.entity.js';

const LIKERT = ['1', '2', '3', '4', '5'];

/**
 * 428 for an anonymous vote without a voter cookie: the answer sets one and the vote is not
 * counted. A browser sends the vote again with the cookie (the widget does so at once); a client
 * that keeps no cookies never becomes a voter.
 */
export const VOTER_COOKIE_NEEDED =
  'Voting without an account needs a cookie, which this answer sets: send your vote again with cookies enabled, or log in.';

/** The sum over the given choices (counts of deleted positions are left out, as in Total). */
export function sumOf(choices: string[], counts: Map<string, number>): number {
  return choices.reduce((sum, c) => sum + (counts.get(c) ?? 0), 0);
}

/** Whole-number percentages of each choice, in the order given. */
export function percentages(
  choices: string[],
  counts: Map<string, number>,
): { results: ChoiceResultDto[]; total: number } {
  const total = sumOf(choices, counts);
  return {
    total,
    results: choices.map((choice) => {
      const count = counts.get(choice) ?? 0;
      return {
        Choice: choice,
        Count: count,
        Percent: total === 0 ? 0 : Math.round((count * 100) / total),
      };
    }),
  };
}

/** An argument rating's version against the argument's current one (TakeDto). */
function versionsOf(r: { version: string; current_version: string | null }) {
  const current = r.current_version ?? '';
  return {
    ...(r.version ? { RatedVersion: r.version } : {}),
    ...(current ? { Version: current } : {}),
    Changed: r.version !== current,
  };
}

@Injectable()
export class VoteService {
  private readonly ballots: BallotBatches;

  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimits: RateLimitService,
    private readonly results: VoteResultsCache,
    private readonly args: ArgService,
    private readonly convos: ConvoService,
    loginEvents: LoginEvents,
    private readonly ownVotes: OwnVotes,
    private readonly notices: VoteNotices,
    private readonly versions: ArgVersionReads,
  ) {
    this.ballots = new BallotBatches(poolOf(dataSource));
    loginEvents.subscribe(async (previousVoter, user) => {
      if (!previousVoter) return;
      const moved = await voteTransaction(this.dataSource, (manager) =>
        adoptVoter(manager, visitorVoterKey(previousVoter), accountVoterKey(user.id)),
      );
      if (moved) this.results.clear();
    });
  }

  /**
   * Accounts vote as themselves; anonymous visitors under the id of a voter cookie set by an
   * earlier answer (or kept in a session from before that cookie). Both new anonymous voters and
   * anonymous votes are limited per address.
   */
  private async voterKey(req: Request): Promise<string> {
    if (req.user) return accountVoterKey(req.user.id);
    const address = clientAddressKey(req);
    const id = anonymousVoter(req) ?? req.session?.anonVoterId;
    if (!id) {
      await this.rateLimits.consume('anonymousVotersPerAddress', address);
      issueAnonymousVoter(req, req.res!);
      throw new HttpException(VOTER_COOKIE_NEEDED, HttpStatus.PRECONDITION_REQUIRED);
    }
    await this.rateLimits.consume('anonymousVotesPerAddress', address);
    return visitorVoterKey(id);
  }

  async submitArg(req: Request, dto: ArgVoteDto): Promise<VoteSavedDto> {
    let value = dto.value;
    if (dto.question === 'agreement') {
      if (!LIKERT.includes(value))
        throw new BadRequestException('value must be a whole number from 1 to 5 for agreement.');
    } else {
      // 'Tell us why' answers may run over several lines; each break is kept as one \n.
      value = value.replace(/\r\n?|[\u2028\u2029]/gu, '\n');
      if (charCount(value) > FREE_TEXT_MAX)
        throw new BadRequestException(`value must be at most ${FREE_TEXT_MAX} characters.`);
    }
    const { version: current = '' } = await this.targetResults('arg', dto.argID);
    // The version the voter saw: the current one (from memory) unless they name another revision.
    const version =
      dto.revID === undefined || dto.revID === current
        ? current
        : await this.versions.versionOf(dto.argID, dto.revID);
    return this.cast(req, 'arg', dto.argID, dto.question, value, dto.startTime, {
      revId: dto.revID ?? (current || null),
      version,
      shownRank: dto.shownRank ?? null,
    });
  }

  async submitConvo(req: Request, dto: ConvoVoteDto): Promise<VoteSavedDto> {
    const { choices } = await this.targetResults('convo', dto.convoID);
    if (!choices.includes(dto.value))
      throw new BadRequestException('value must be a position of this question.');
    return this.cast(req, 'convo', dto.convoID, 'position', dto.value, dto.startTime);
  }

  private async cast(
    req: Request,
    targetType: VoteTarget,
    targetId: string,
    question: Ballot['question'],
    value: string,
    startTime?: number,
    seen: { revId: string | null; version: string; shownRank?: number | null } = {
      revId: null,
      version: '',
    },
  ): Promise<VoteSavedDto> {
    const voterKey = await this.voterKey(req);
    // The ballot spends the voter's point of allowance itself, in its batch's statement.
    const limit = this.rateLimits.inStatement('votesPerVoter', voterKey);
    const { changed, answerChanged, refusedForMs } = await this.ballots.cast({
      ballot: {
        targetType,
        targetId,
        voterKey,
        question,
        value,
        version: seen.version,
        modified: new Date(),
      },
      startTime: startTime ?? null,
      shownRank: seen.shownRank ?? null,
      limit,
      revId: seen.revId,
    });
    if (refusedForMs !== null) throw limit.refusal(refusedForMs);
    // This process's readers see the vote at once; the others when its notice comes, sent after
    // the ballot's commit (VoteNotices). The vote is acknowledged once the notice is sent.
    const target = VoteResultsCache.key(targetType, targetId);
    if (changed) this.results.forget(target);
    if (answerChanged) this.ownVotes.changed(voterKey);
    if (changed || answerChanged)
      await this.notices.tell({
        target: changed ? target : undefined,
        voter: answerChanged ? voterKey : undefined,
      });
    return { Saved: true, CanSeeResults: Boolean(req.user) };
  }

  private notFound(type: VoteTarget, id: string): NotFoundException {
    return new NotFoundException(
      `There is no ${(type === 'arg' ? argKind : convoKind).noun} with id ${id}.`,
    );
  }

  /**
   * A live target's choices and results, the same for every reader: from memory, or read once
   * (liveness and positions through their domains' services, counts from vote_counts).
   */
  private async targetResults(type: VoteTarget, id: string): Promise<TargetResults> {
    const results = await this.results.get(type, id, () => this.readResults(type, id));
    if (!results) throw this.notFound(type, id);
    return results;
  }

  /**
   * Read in a collection of read keys (VoteResultsCache): the target's own, and those of what its
   * liveness and choices come from (an argument's position and question; a question's positions).
   */
  private async readResults(type: VoteTarget, id: string): Promise<TargetResults | null> {
    readKeys(artifactKey(type, id));
    const [live, rows] = await Promise.all([
      type === 'arg'
        ? this.args
            .liveVersion(id)
            .then((version) => (version === null ? null : { choices: LIKERT, version }))
        : this.convos.children(id).then(
            ({ Children }) => ({ choices: Children.map((child) => child.ID), version: '' }),
            (error: unknown) => {
              if (error instanceof NotFoundException) return null;
              throw error;
            },
          ),
      // Counts may lag slightly (a replica; the cache is never filled from one behind its drop).
      lagTolerantQuery<{ version: string; choice: string; count: number; signed_in: number }>(
        this.dataSource,
        {
          name: 'vote-version-counts-of-target',
          text: 'SELECT version, choice, count, signed_in FROM vote_counts WHERE target_type = $1 AND target_id = $2',
          values: [type, id],
        },
      ).then((result) => result.rows),
    ]);
    if (!live) return null;
    const { choices, version } = live;
    const tally = (counted: typeof rows) => {
      const counts = new Map<string, number>();
      const signedIn = new Map<string, number>();
      for (const r of counted) {
        counts.set(r.choice, (counts.get(r.choice) ?? 0) + Number(r.count));
        signedIn.set(r.choice, (signedIn.get(r.choice) ?? 0) + Number(r.signed_in));
      }
      const { results, total } = percentages(choices, counts);
      return { Results: results, Total: total, SignedIn: sumOf(choices, signedIn) };
    };
    if (type === 'convo') {
      const body = tally(rows);
      return { choices, body, json: JSON.stringify(body) };
    }
    const current = tally(rows.filter((r) => r.version === version));
    const every = tally(rows);
    const shared = { Version: version || null, EarlierVersions: every.Total - current.Total };
    const answer = (body: ArgResultsDto): ResultsAnswer => ({ body, json: JSON.stringify(body) });
    return {
      choices,
      version,
      ...answer({ ...current, ...shared, Versions: 'current' }),
      all: answer({ ...every, ...shared, Versions: 'all' }),
    };
  }

  /** An argument's results: its current version's ratings, or every version's (`all`). */
  async argResults(argId: string, versions: ResultVersions = 'current'): Promise<ArgResultsDto> {
    const results = await this.targetResults('arg', argId);
    return (versions === 'all' && results.all ? results.all : results).body as ArgResultsDto;
  }

  async convoResults(convoId: string): Promise<ConvoResultsDto> {
    return (await this.targetResults('convo', convoId)).body;
  }

  /** The reader's saved opinions (latest answers), newest first, with what they answered about. */
  async takes(user: UserEntity): Promise<TakesDto> {
    const rows = (await this.dataSource.query(
      `SELECT l.target_type, l.target_id, l.question, l.value, l.modified, l.version,
              a.version AS current_version,
              COALESCE(a.title, c.title) AS title, p.title AS position_title
         FROM vote_latest l
         LEFT JOIN args a ON l.target_type = 'arg' AND a.id = l.target_id AND a.deleted_at IS NULL
         LEFT JOIN convos c ON l.target_type = 'convo' AND c.id = l.target_id AND c.deleted_at IS NULL
         LEFT JOIN positions p ON l.question = 'position' AND p.id = l.value
        WHERE l.voter_key = $1 AND l.value <> '' AND COALESCE(a.id, c.id) IS NOT NULL
        ORDER BY l.modified DESC LIMIT 500`,
      [accountVoterKey(user.id)],
    )) as {
      target_type: VoteTarget;
      target_id: string;
      question: string;
      value: string;
      modified: Date;
      version: string;
      current_version: string | null;
      title: string;
      position_title: string | null;
    }[];
    return {
      Takes: rows.map((r) => ({
        TargetType: r.target_type,
        TargetID: r.target_id,
        Title: r.title,
        Link: `${r.target_type === 'arg' ? '/a/' : '/c/'}${r.target_id}`,
        Question: r.question,
        Value: r.question === 'position' ? (r.position_title ?? r.value) : r.value,
        Modified: new Date(r.modified).toISOString(),
        ...(r.question === 'agreement' && r.current_version !== null ? versionsOf(r) : {}),
      })),
    };
  }
}
