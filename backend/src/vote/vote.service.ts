import {
  BadRequestException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { clientAddressKey } from '../common/client-address.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { charCount } from '../common/text-rules.js';
import { anonymousVoter, issueAnonymousVoter } from '../session/anonymous-voter.js';
import { LoginEvents } from '../session/login-events.js';
import type { UserEntity } from '../users/user.entity.js';
import { adoptVoter, castBallot } from './vote-ledger.js';
import { voteTransaction } from './vote-transaction.js';
import {
  type TakesDto,
  type ArgResultsDto,
  type ArgVoteDto,
  type ChoiceResultDto,
  type ConvoResultsDto,
  type ConvoVoteDto,
  FREE_TEXT_MAX,
  type VoteSavedDto,
} from './vote.dto.js';
import type { VoteTarget } from './vote.entity.js';

const LIKERT = ['1', '2', '3', '4', '5'];

export const userVoter = (user: UserEntity) => `u:${user.id}`;

/**
 * 428 for an anonymous vote without a voter cookie: the answer sets one and the vote is not
 * counted. A browser sends the vote again with the cookie (the widget does so at once); a client
 * that keeps no cookies never becomes a voter.
 */
export const VOTER_COOKIE_NEEDED =
  'Voting without an account needs a cookie, which this answer sets: send your vote again with cookies enabled, or log in.';

/** A row when the target (and, for an argument, its position and question) is not deleted. */
function liveTargetSql(type: VoteTarget, idParam: string): string {
  return type === 'arg'
    ? `SELECT 1 FROM args a JOIN positions p ON p.id = a.pos_id JOIN convos c ON c.id = p.convo_id
        WHERE a.id = ${idParam} AND a.deleted_at IS NULL AND p.deleted_at IS NULL AND c.deleted_at IS NULL`
    : `SELECT 1 FROM convos WHERE id = ${idParam} AND deleted_at IS NULL`;
}

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

@Injectable()
export class VoteService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimits: RateLimitService,
    loginEvents: LoginEvents,
  ) {
    loginEvents.subscribe(async (previousVoter, user) => {
      if (previousVoter)
        await voteTransaction(this.dataSource, (manager) =>
          adoptVoter(manager, `a:${previousVoter}`, userVoter(user)),
        );
    });
  }

  /**
   * Accounts vote as themselves; anonymous visitors under the id of a voter cookie set by an
   * earlier answer (or kept in a session from before that cookie). Both new anonymous voters and
   * anonymous votes are limited per address.
   */
  private async voterKey(req: Request): Promise<string> {
    if (req.user) return userVoter(req.user);
    const address = clientAddressKey(req);
    const id = anonymousVoter(req) ?? req.session?.anonVoterId;
    if (!id) {
      await this.rateLimits.consume('anonymousVotersPerAddress', address);
      issueAnonymousVoter(req, req.res!);
      throw new HttpException(VOTER_COOKIE_NEEDED, HttpStatus.PRECONDITION_REQUIRED);
    }
    await this.rateLimits.consume('anonymousVotesPerAddress', address);
    return `a:${id}`;
  }

  async submitArg(req: Request, dto: ArgVoteDto): Promise<VoteSavedDto> {
    const value = dto.value;
    if (dto.question === 'agreement') {
      if (!LIKERT.includes(value))
        throw new BadRequestException('value must be a whole number from 1 to 5 for agreement.');
    } else {
      if (/[\r\n\u2028\u2029]/.test(value))
        throw new BadRequestException('value must not contain line breaks.');
      if (charCount(value) > FREE_TEXT_MAX)
        throw new BadRequestException(`value must be at most ${FREE_TEXT_MAX} characters.`);
    }
    await this.requireLive('arg', dto.argID);
    return this.cast(req, 'arg', dto.argID, dto.question, value, dto.startTime);
  }

  async submitConvo(req: Request, dto: ConvoVoteDto): Promise<VoteSavedDto> {
    await this.requireLive('convo', dto.convoID);
    const [position] = await this.dataSource.query(
      'SELECT 1 FROM positions WHERE id = $1 AND convo_id = $2 AND deleted_at IS NULL',
      [dto.value, dto.convoID],
    );
    if (!position) throw new BadRequestException('value must be a position of this question.');
    return this.cast(req, 'convo', dto.convoID, 'position', dto.value, dto.startTime);
  }

  private async cast(
    req: Request,
    targetType: VoteTarget,
    targetId: string,
    question: Parameters<typeof castBallot>[1]['question'],
    value: string,
    startTime?: number,
  ): Promise<VoteSavedDto> {
    const voterKey = await this.voterKey(req);
    await this.rateLimits.consume('votesPerVoter', voterKey);
    await voteTransaction(this.dataSource, (manager) =>
      castBallot(
        manager,
        { targetType, targetId, voterKey, question, value, modified: new Date() },
        startTime ?? null,
      ),
    );
    return { Saved: true, CanSeeResults: Boolean(req.user) };
  }

  private async requireLive(type: VoteTarget, id: string): Promise<void> {
    const [row] = await this.dataSource.query(liveTargetSql(type, '$1'), [id]);
    if (!row) throw this.notFound(type, id);
  }

  private notFound(type: VoteTarget, id: string): NotFoundException {
    return new NotFoundException(
      `There is no ${type === 'arg' ? 'argument' : 'question'} with id ${id}.`,
    );
  }

  /**
   * Whether the target is live, its per-choice counts and the caller's latest answers, in one
   * round trip: results are read on every vote widget, so they cost three index lookups.
   */
  private async tally(
    targetType: VoteTarget,
    targetId: string,
    user: UserEntity,
  ): Promise<{
    counts: Map<string, number>;
    signedIn: Map<string, number>;
    mine: Map<string, string>;
  }> {
    const [row] = (await this.dataSource.query(
      `SELECT EXISTS (${liveTargetSql(targetType, '$2')}) AS live,
              (SELECT COALESCE(jsonb_object_agg(choice, jsonb_build_array(count, signed_in)), '{}')
                 FROM vote_counts WHERE target_type = $1 AND target_id = $2) AS counts,
              (SELECT COALESCE(jsonb_object_agg(question, value), '{}') FROM vote_latest
                WHERE target_type = $1 AND target_id = $2 AND voter_key = $3 AND value <> '') AS mine`,
      [targetType, targetId, userVoter(user)],
    )) as {
      live: boolean;
      counts: Record<string, [number, number]>;
      mine: Record<string, string>;
    }[];
    if (!row.live) throw this.notFound(targetType, targetId);
    const counts = Object.entries(row.counts);
    return {
      counts: new Map(counts.map(([choice, [n]]) => [choice, Number(n)])),
      signedIn: new Map(counts.map(([choice, [, n]]) => [choice, Number(n)])),
      mine: new Map(Object.entries(row.mine)),
    };
  }

  async argResults(user: UserEntity, argId: string): Promise<ArgResultsDto> {
    const { counts, signedIn, mine } = await this.tally('arg', argId, user);
    const { results, total } = percentages(LIKERT, counts);
    return {
      Results: results,
      Total: total,
      SignedIn: sumOf(LIKERT, signedIn),
      Mine: {
        agreement: mine.get('agreement') ?? null,
        convincing: mine.get('convincing') ?? null,
        disagree: mine.get('disagree') ?? null,
        consider: mine.get('consider') ?? null,
      },
    };
  }

  async convoResults(user: UserEntity, convoId: string): Promise<ConvoResultsDto> {
    const [{ counts, signedIn, mine }, positions] = await Promise.all([
      this.tally('convo', convoId, user),
      this.dataSource.query(
        `SELECT p.id FROM positions p JOIN convos c ON c.id = p.convo_id
          WHERE p.convo_id = $1 AND p.deleted_at IS NULL
          ORDER BY COALESCE((SELECT ordinality FROM jsonb_array_elements_text(c.pos_order) WITH ORDINALITY e(id, ordinality) WHERE e.id = p.id), 1000000), p.created_at`,
        [convoId],
      ) as Promise<{ id: string }[]>,
    ]);
    const choices = positions.map((p) => p.id);
    const { results, total } = percentages(choices, counts);
    return {
      Results: results,
      Total: total,
      SignedIn: sumOf(choices, signedIn),
      Mine: mine.get('position') ?? null,
    };
  }

  /** The reader's saved opinions (latest answers), newest first, with what they answered about. */
  async takes(user: UserEntity): Promise<TakesDto> {
    const rows = (await this.dataSource.query(
      `SELECT l.target_type, l.target_id, l.question, l.value, l.modified,
              COALESCE(a.title, c.title) AS title, p.title AS position_title
         FROM vote_latest l
         LEFT JOIN args a ON l.target_type = 'arg' AND a.id = l.target_id AND a.deleted_at IS NULL
         LEFT JOIN convos c ON l.target_type = 'convo' AND c.id = l.target_id AND c.deleted_at IS NULL
         LEFT JOIN positions p ON l.question = 'position' AND p.id = l.value
        WHERE l.voter_key = $1 AND l.value <> '' AND COALESCE(a.id, c.id) IS NOT NULL
        ORDER BY l.modified DESC LIMIT 500`,
      [userVoter(user)],
    )) as {
      target_type: VoteTarget;
      target_id: string;
      question: string;
      value: string;
      modified: Date;
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
      })),
    };
  }
}
