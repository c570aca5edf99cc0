import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type {
  AdminFilter,
  AdminList,
  AdminListQuery,
  AdminRecord,
  AdminResource,
  ConsoleAccess,
} from '../admin/admin-resource.js';
import { EDITOR } from '../common/access.js';
import { MAX_SHOWN_RANK } from '../vote/vote.dto.js';
import { OrderEffects, type RankEffect } from './order-effects.service.js';

/** Agreement ratings at one rank shown, as the console lists them. */
export interface OrderEffectRecord extends AdminRecord {
  /** The rank, as text: react-admin's record id. */
  id: string;
  /** 1 for the argument a voter was shown first in its position, 2 for the second... */
  Rank: number;
  /** How many agreement ratings were given at this rank. */
  Ratings: number;
  /** Their mean, 1 (I strongly agree) to 5 (I strongly disagree), two decimals; null when none. */
  MeanRating: number | null;
  /** How many rated 1, 2, 3, 4 and 5. */
  Rating1: number;
  Rating2: number;
  Rating3: number;
  Rating4: number;
  Rating5: number;
}

function record(effect: RankEffect): OrderEffectRecord {
  const [Rating1, Rating2, Rating3, Rating4, Rating5] = effect.counts;
  return {
    id: String(effect.rank),
    Rank: effect.rank,
    Ratings: effect.ratings,
    MeanRating: effect.mean === null ? null : Math.round(effect.mean * 100) / 100,
    Rating1,
    Rating2,
    Rating3,
    Rating4,
    Rating5,
  };
}

/**
 * Order effects in the console (editors and up): the mean agreement rating of arguments by the
 * rank the voting flow showed them at, with counts, for the whole site or one question (filter
 * `question`). Read only; a few rows per question (order_effects), however many votes there are.
 */
@Injectable()
export class OrderEffectsAdminResource implements AdminResource<OrderEffectRecord> {
  readonly name = 'order-effects';
  readonly label = 'order effects';
  readonly noun = 'rank';
  readonly access: ConsoleAccess = { rules: { read: EDITOR } };
  readonly idRule = { pattern: /^[1-9][0-9]{0,3}$/, words: `a rank from 1 to ${MAX_SHOWN_RANK}` };
  readonly sortFields = ['Rank'] as const;
  readonly defaultOrder = 'ASC' as const;
  readonly filters: Record<string, AdminFilter> = { question: { type: 'id' } };

  constructor(private readonly effects: OrderEffects) {}

  async list(query: AdminListQuery): Promise<AdminList<OrderEffectRecord>> {
    const question = query.filter.question as string[] | undefined;
    if (question && question.length > 1)
      throw new BadRequestException('filter.question must be one question id.');
    const records = (await this.effects.byRank(question?.[0])).map(record);
    if (query.order === 'DESC') records.reverse();
    const start = (query.page - 1) * query.perPage;
    return { items: records.slice(start, start + query.perPage), total: records.length };
  }

  async getOne(id: string): Promise<OrderEffectRecord> {
    const found = (await this.effects.byRank(undefined)).find((e) => String(e.rank) === id);
    if (!found) throw new NotFoundException(`No rating was given at rank ${id}.`);
    return record(found);
  }
}
