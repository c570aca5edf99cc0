import { describe, expect, it } from '@jest/globals';
import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { registerAccessRules } from '../common/access.js';
import { parseArgsWith } from '../revision/action-args.js';
import { CATEGORIES_FIELD, CONVO_CATEGORY_ACTIONS, SetCategoriesArgs } from './convo-categories.js';

// As the convo kind registers it (content-kind registry): category changes need an editor.
registerAccessRules('convo', { noun: 'question', fields: { Categories: { who: 'editor' } } });

const action = CONVO_CATEGORY_ACTIONS.ConvoSetCategories;
/** A manager any use of which fails the test: refusals must come before the database. */
const untouchable = new Proxy({} as EntityManager, {
  get: () => {
    throw new Error('the database was read');
  },
});

describe('ConvoSetCategories', () => {
  it('takes two lists of ids, the new one at most 10 long', () => {
    expect(
      parseArgsWith(SetCategoriesArgs, '{"OldCategoryIDs":[],"NewCategoryIDs":["a1","b_2"]}'),
    ).toEqual(
      Object.assign(new SetCategoriesArgs(), { OldCategoryIDs: [], NewCategoryIDs: ['a1', 'b_2'] }),
    );
    const refused: [string, RegExp][] = [
      ['{"OldCategoryIDs":[],"NewCategoryIDs":"a1"}', /NewCategoryIDs must be a list/],
      ['{"OldCategoryIDs":[],"NewCategoryIDs":[7]}', /NewCategoryIDs must list category ids/],
      ['{"OldCategoryIDs":["a b"],"NewCategoryIDs":[]}', /OldCategoryIDs must list category ids/],
      [JSON.stringify({ OldCategoryIDs: [], NewCategoryIDs: Array(11).fill('a') }), /at most 10/],
      ['{"NewCategoryIDs":[]}', /OldCategoryIDs/],
      ['{"OldCategoryIDs":[],"NewCategoryIDs":[],"x":1}', /unknown field "x"/],
    ];
    for (const [json, message] of refused) {
      expect(() => parseArgsWith(SetCategoriesArgs, json)).toThrow(message);
    }
  });

  it('refuses visitors and plain users before it compares or reads anything', async () => {
    const args = { OldCategoryIDs: ['stale'], NewCategoryIDs: ['k1'] };
    const ctx = (user: unknown) => ({
      manager: untouchable,
      entity: { id: 'c1' },
      args,
      user: user as never,
      before: { [CATEGORIES_FIELD]: '[]' },
    });
    await expect(action.apply(ctx(null))).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(action.apply(ctx({ id: 'u1', role: 'user' }))).rejects.toBeInstanceOf(
      ForbiddenException,
    );
  });

  it('refuses a stale Old list with 409 before reading any category', async () => {
    const editor = { id: 'e1', role: 'editor' };
    await expect(
      action.apply({
        manager: untouchable,
        entity: { id: 'c1' },
        args: { OldCategoryIDs: ['b', 'a'], NewCategoryIDs: [] },
        user: editor as never,
        before: { [CATEGORIES_FIELD]: '["a"]' },
      }),
    ).rejects.toThrow(/changed by someone else/);
  });
});
