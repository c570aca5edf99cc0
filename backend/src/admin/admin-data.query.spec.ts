import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { MAX_PAGE } from '../common/safe-input.js';
import { parseFilter, parseListQuery } from './admin-data.query.js';
import type { AdminResource } from './admin-resource.js';

const resource: Pick<AdminResource, 'sortFields' | 'defaultOrder' | 'filters' | 'defaultFilter'> = {
  sortFields: ['Created', 'Title'],
  defaultOrder: 'DESC',
  filters: {
    q: { type: 'text' },
    deleted: { type: 'boolean' },
    status: { type: 'enum', values: ['open', 'resolved'] },
    id: { type: 'id' },
  },
};

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).message;
  }
  throw new Error('expected a 400');
}

describe('parseListQuery', () => {
  it('defaults: page 1, 25 a page, the first sort field in the default order, no filter', () => {
    expect(parseListQuery(resource, {})).toEqual({
      page: 1,
      perPage: 25,
      sort: 'Created',
      order: 'DESC',
      filter: {},
    });
    expect(parseListQuery({ ...resource, defaultOrder: undefined }, {}).order).toBe('ASC');
  });

  it('reads what the request names', () => {
    expect(
      parseListQuery(resource, {
        page: '3',
        perPage: '100',
        sort: 'Title',
        order: 'ASC',
        filter: '{"q":"  word ","deleted":true}',
      }),
    ).toEqual({
      page: 3,
      perPage: 100,
      sort: 'Title',
      order: 'ASC',
      filter: { q: 'word', deleted: true },
    });
    expect(parseListQuery(resource, { page: String(MAX_PAGE) }).page).toBe(MAX_PAGE);
  });

  it.each([
    [{ page: '0' }, /page/],
    [{ page: '-1' }, /page/],
    [{ page: '1.5' }, /page/],
    [{ page: '1e3' }, /page/],
    [{ page: ' 2' }, /page/],
    [{ page: String(MAX_PAGE + 1) }, /page must be at most/],
    [{ page: '99999999999999999999' }, /page/],
    [{ perPage: '0' }, /perPage must be a whole number from 1 to 100/],
    [{ perPage: '101' }, /perPage/],
    [{ perPage: 'ten' }, /perPage/],
    [{ sort: 'title' }, /sort must be one of Created, Title/],
    [{ sort: 'created_at; DROP TABLE users' }, /sort must be one of/],
    [{ sort: '__proto__' }, /sort/],
    [{ order: 'asc' }, /order must be ASC or DESC/],
    [{ order: 'DESC ' }, /order/],
    [{ limit: '5' }, /Unknown query parameter "limit"/],
    [{ page: ['1', '2'] }, /page/],
  ])('refuses %j', (query, pattern) => {
    expect(refusal(() => parseListQuery(resource, query))).toMatch(pattern);
  });
});

describe('parseFilter', () => {
  const parse = (filter: unknown) => parseFilter(resource, JSON.stringify(filter));

  it('types each declared filter', () => {
    expect(parse({ q: 'x', deleted: false, status: 'open', id: 'abc' })).toEqual({
      q: 'x',
      deleted: false,
      status: 'open',
      id: ['abc'],
    });
    expect(parse({ deleted: 'true' })).toEqual({ deleted: true });
    expect(parse({ id: ['a', 'b', 'a'] })).toEqual({ id: ['a', 'b'] });
    expect(parse({ id: [] })).toEqual({ id: [] });
  });

  it('leaves out empty text and null values', () => {
    expect(parse({ q: '   ', status: null })).toEqual({});
  });

  it('applies the default filter to keys left out, but not to a lookup by id', () => {
    const withDefault = { ...resource, defaultFilter: { status: 'open' } };
    expect(parseFilter(withDefault, undefined)).toEqual({ status: 'open' });
    expect(parseFilter(withDefault, '{"status":"resolved"}')).toEqual({ status: 'resolved' });
    expect(parseFilter(withDefault, '{"status":null}')).toEqual({});
    expect(parseFilter(withDefault, '{"id":["a"]}')).toEqual({ id: ['a'] });
  });

  it('returns only declared keys (a __proto__ key is refused, not merged)', () => {
    expect(refusal(() => parseFilter(resource, '{"__proto__":{"q":"x"}}'))).toMatch(/filter/);
    expect(refusal(() => parseFilter(resource, '{"constructor":"x"}'))).toMatch(
      /filter.constructor is not a filter of this list; use q, deleted, status, id/,
    );
  });

  it.each([
    ['[]', /JSON object/],
    ['"q"', /JSON object/],
    ['null', /JSON object/],
    ['42', /JSON object/],
    ['{q:1}', /JSON object/],
    ['{"q":', /JSON object/],
    ['', /JSON object/],
    ['{"q":1}', /filter.q must be text/],
    ['{"q":["x"]}', /filter.q must be text/],
    [JSON.stringify({ q: 'x'.repeat(201) }), /filter.q must be at most 200 characters/],
    ['{"deleted":"yes"}', /filter.deleted must be true or false/],
    ['{"deleted":1}', /filter.deleted/],
    ['{"status":"closed"}', /filter.status must be one of open, resolved/],
    ['{"status":["open"]}', /filter.status/],
    ['{"id":"a b"}', /filter.id must be an id or a list of ids/],
    ['{"id":[1]}', /filter.id/],
    ['{"id":[["a"]]}', /plain values/],
    ['{"q":{"a":1}}', /filter.q must be text/],
    [JSON.stringify({ id: Array.from({ length: 101 }, (_, i) => `i${i}`) }), /at most 100 ids/],
    ['{"q":"a\\u0000b"}', /filter.q must not contain NUL characters/],
    ['{"q":"\\ud800"}', /unpaired UTF-16 surrogates/],
    ['{"\\u0000":"x"}', /NUL/],
    ['['.repeat(1000) + ']'.repeat(1000), /plain values/],
    ['{"q":"' + 'x'.repeat(5000) + '"}', /at most 4000 characters/],
  ])('refuses %#: %s', (raw, pattern) => {
    expect(refusal(() => parseFilter(resource, raw))).toMatch(pattern);
  });

  it('refuses a filter that is not a string and a list that takes none', () => {
    expect(refusal(() => parseFilter(resource, { q: 'x' }))).toMatch(/JSON object/);
    expect(refusal(() => parseFilter({ filters: {} }, '{"q":"x"}'))).toMatch(/takes no filter/);
  });
});
