import { describe, expect, it } from '@jest/globals';
import type { RateLimitService } from '../common/rate-limit.service.js';
import { readKeys } from '../common/read-keys.js';
import type { ReadMemo } from '../web/read-memo.js';
import type { Droppable, PageCache } from '../web/page-cache.js';
import { SearchFastPath, searchParams } from './search-fast-path.js';
import type { SearchService } from './search.service.js';

describe('searchParams', () => {
  it('takes q and an optional page written as the API takes them', () => {
    expect(searchParams('q=climate')).toEqual({ q: 'climate', page: 1 });
    expect(searchParams('q=climate+change&page=2')).toEqual({ q: 'climate change', page: 2 });
    expect(searchParams('page=20&q=%20%09caf%C3%A9%01')).toEqual({ q: 'café', page: 20 });
    expect(searchParams('q=ab&page=%31')).toEqual({ q: 'ab', page: 1 });
  });

  it.each([
    '',
    'q',
    'q=',
    'q=a',
    'q=%20a%20',
    'q=ab%00cd',
    'q=%ED%A0%80ab',
    'q=%E0%A4%A',
    'q=%',
    `q=${'a'.repeat(101)}`,
    'q=ab&q=cd',
    'q[]=ab',
    'q[x]=ab',
    '%71=ab',
    'Q=ab',
    'q=ab&',
    '&q=ab',
    'q=ab&x=1',
    'q=ab&page',
    'q=ab&page=',
    'q=ab&page=0',
    'q=ab&page=21',
    'q=ab&page=01',
    'q=ab&page=1.0',
    'q=ab&page=-1',
    'q=ab&page=1&page=1',
    'q=ab&__proto__=x',
  ])('leaves %j to the framework', (query) => {
    expect(searchParams(query)).toBeUndefined();
  });

  it('leaves a huge q to the framework', () => {
    expect(searchParams(`q=${'a'.repeat(100_000)}`)).toBeUndefined();
    expect(searchParams(`q=${'%F0%9F%98%80'.repeat(101)}`)).toBeUndefined();
    expect(searchParams(`q=${'%F0%9F%98%80'.repeat(100)}`)).toEqual({
      q: '😀'.repeat(100),
      page: 1,
    });
  });
});

describe('SearchFastPath memory', () => {
  /**
   * A fast path over stand-ins that count searches and record a read key, and a page cache that
   * only ticks (the memo is what is under test here).
   */
  function fastPath(titleLength: number) {
    let searches = 0;
    const search = {
      search: (q: string) => {
        searches += 1;
        readKeys('convo:list');
        const Title = q.padEnd(titleLength, '.');
        return Promise.resolve({
          HasMore: false,
          Results: [{ ArtifactType: 'convo', ArtifactID: 'c1', Title, Link: '/c/c1' }],
        });
      },
    } as unknown as SearchService;
    const limits = { consume: () => Promise.resolve() } as unknown as RateLimitService;
    const state = { tick: 1, listening: true };
    let followed: Droppable | undefined;
    const pages = {
      get stamp() {
        return state.listening ? state.tick : undefined;
      },
      fresh: (since: number | undefined) => state.listening && since === state.tick,
      follow: (store: Droppable) => void (followed = store),
    } as unknown as PageCache;
    const path = new SearchFastPath(search, limits, pages);
    const results = (q: string) =>
      (
        path as unknown as { results: (q: string, p: number, a: string) => Promise<Buffer> }
      ).results(q, 1, '127.0.0.1');
    const memo = () => (path as unknown as { memo: ReadMemo<Buffer> }).memo;
    const write = (keys: string[]) => {
      state.tick += 1;
      followed?.drop(keys);
    };
    return { results, memo, state, write, searches: () => searches };
  }

  it('keeps at most 4 MB, the read keys counted, dropping the least recently used', async () => {
    const p = fastPath(20_000);
    for (let i = 0; i < 400; i += 1) await p.results(`text ${i}`);
    expect(p.memo().size).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(p.memo().entries).toBeLessThan(400);
    await p.results('text 399');
    expect(p.searches()).toBe(400);
    await p.results('text 0');
    expect(p.searches()).toBe(401);
  });

  it('searches again once a write touched what it read, not for other writes', async () => {
    const p = fastPath(10);
    await p.results('text');
    await p.results('text');
    expect(p.searches()).toBe(1);
    p.write(['tag:list']);
    // The stand-in's clock says any tick changes freshness; the store kept the entry.
    expect(p.memo().has('1 text')).toBe(true);
    p.write(['convo:list']);
    expect(p.memo().has('1 text')).toBe(false);
    await p.results('text');
    expect(p.searches()).toBe(2);
    p.state.listening = false;
    await p.results('text');
    await p.results('text');
    expect(p.searches()).toBe(4);
  });
});
