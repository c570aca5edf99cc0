import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SearchFastPath } from '../../backend/src/search/search-fast-path.js';
import { SearchService } from '../../backend/src/search/search.service.js';
import {
  type Agent,
  deleteArtifact,
  editField,
  newArg,
  newConvo,
  newPos,
  text,
  userWithRole,
} from './support/opinion-map.js';
import { newAccount, startTestApp, type TestApp } from './support/test-app.js';

interface Result {
  ArtifactType: string;
  ArtifactID: string;
  Title: string;
  Link: string;
  Snippet: { Text: string; Match: boolean }[];
  Question: { Title: string; Link: string } | null;
}

/** A snippet as text, the matched words in [brackets]. */
const marked = (r: Result) => r.Snippet.map((p) => (p.Match ? `[${p.Text}]` : p.Text)).join('');

describe('GET /api/search', () => {
  let t: TestApp;
  let user: Agent;
  let editor: Agent;
  let climateConvo: string;
  let climatePos: string;
  let climateArg: string;
  let climateTag: string;
  let descriptionOnly: string;

  const search = async (q: string): Promise<Result[]> => {
    const res = await request(t.http).get('/api/search').query({ q });
    expect(res.status).toBe(200);
    return res.body.Results as Result[];
  };
  const ids = async (q: string) => (await search(q)).map((r) => r.ArtifactID);

  beforeAll(async () => {
    t = await startTestApp();
    user = (await userWithRole(t)).agent;
    editor = (await userWithRole(t, 'editor')).agent;
    descriptionOnly = await newConvo(user, {
      title: 'Should we tax petrol more?',
      description: `${text(150, 'Fuel')} and the climate too`,
    });
    climateConvo = await newConvo(user, { title: 'Is climate change man-made?' });
    climatePos = await newPos(user, climateConvo, { title: 'Yes, climate change is ours' });
    climateArg = await newArg(user, climatePos, { title: 'Greenhouse gases trap heat' });
    await editField(user, 'convo', climateConvo, 'Tags', '', 'Greenhouse effect');
    climateTag = (await request(t.http).get('/api/convo/get').query({ convoID: climateConvo })).body
      .Convo.Tags[0].TagID;
  });
  afterAll(() => t.close());

  it('is open to anonymous readers and answers with Results', async () => {
    const res = await request(t.http).get('/api/search').query({ q: 'petrol' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      HasMore: false,
      Results: [
        {
          ArtifactType: 'convo',
          ArtifactID: descriptionOnly,
          Title: 'Should we tax petrol more?',
          Link: `/c/${descriptionOnly}`,
          Snippet: expect.any(Array),
          Question: null,
        },
      ],
    });
  });

  it('finds questions, positions, arguments and tags by their titles', async () => {
    const convo = await search('man-made');
    expect(convo.map((r) => r.ArtifactID)).toContain(climateConvo);
    const pos = (await search('climate change is ours')).find((r) => r.ArtifactID === climatePos);
    expect(pos).toEqual({
      ArtifactType: 'pos',
      ArtifactID: climatePos,
      Title: 'Yes, climate change is ours',
      Link: `/p/${climatePos}`,
      Snippet: [{ Text: 'A short position description.', Match: false }],
      Question: { Title: 'Is climate change man-made?', Link: `/c/${climateConvo}` },
    });
    const arg = (await search('greenhouse gases')).find((r) => r.ArtifactID === climateArg);
    expect(arg).toMatchObject({
      ArtifactType: 'arg',
      ArtifactID: climateArg,
      Title: 'Greenhouse gases trap heat',
      Link: `/a/${climateArg}`,
      Question: { Title: 'Is climate change man-made?', Link: `/c/${climateConvo}` },
    });
    const tag = (await search('greenhouse effect')).find((r) => r.ArtifactID === climateTag);
    expect(tag).toMatchObject({
      ArtifactType: 'tag',
      ArtifactID: climateTag,
      Title: 'Greenhouse effect',
      Link: `/tags/${climateTag}`,
      Question: null,
    });
  });

  it('ranks a question above its own positions and arguments for the same words', async () => {
    const convo = await newConvo(user, { title: 'Are aardvark burrows good for soil?' });
    const pos = await newPos(user, convo, { title: 'Yes, aardvark burrows feed the soil' });
    const arg = await newArg(user, pos, { title: 'Aardvark burrows let the soil breathe' });
    expect(await ids('aardvark burrows soil')).toEqual([convo, pos, arg]);
  });

  it('shows a snippet of the text around the matched words, marked', async () => {
    const [found] = await search('petrol climate');
    expect(found.ArtifactID).toBe(descriptionOnly);
    expect(marked(found)).toMatch(/\[climate\]/);
    // The marks search_page() puts around matches never reach the reader.
    expect(
      found.Snippet.every((p) => !p.Text.includes('\u0002') && !p.Text.includes('\u0003')),
    ).toBe(true);
  });

  it('finds related forms of a word (PostgreSQL English stemming)', async () => {
    expect(await ids('taxing')).toContain(descriptionOnly);
    expect(await ids('taxes petrol')).toContain(descriptionOnly);
  });

  it('ranks a title match above a description-only match', async () => {
    const results = await ids('climate');
    expect(results).toContain(descriptionOnly);
    expect(results.indexOf(climateConvo)).toBeLessThan(results.indexOf(descriptionOnly));
    expect(results.indexOf(climatePos)).toBeLessThan(results.indexOf(descriptionOnly));
  });

  it('matches prefixes and any case', async () => {
    expect(await ids('clim')).toEqual(expect.arrayContaining([climateConvo, climatePos]));
    expect(await ids('CLIMATE CHA')).toEqual(expect.arrayContaining([climateConvo, climatePos]));
    expect(await ids('greenh')).toEqual(expect.arrayContaining([climateArg, climateTag]));
  });

  it('tolerates a typo', async () => {
    expect(await ids('climte')).toContain(climateConvo);
    expect(await ids('climate chnage')).toContain(climateConvo);
    expect(await ids('petrl')).toContain(descriptionOnly);
  });

  it('returns at most 10 results', async () => {
    const convoID = await newConvo(user, { title: 'Many pangolins here' });
    for (let i = 0; i < 8; i += 1) await newPos(user, convoID, { title: `Pangolin position ${i}` });
    const pos2 = await newPos(user, await newConvo(user), { title: 'Pangolin position extra' });
    await newArg(user, pos2, { title: 'Pangolins are shy' });
    await newArg(user, pos2, { title: 'Pangolins eat ants' });
    const results = await search('pangolin');
    expect(results).toHaveLength(10);
  });

  it('pages further results with page, saying whether more follow', async () => {
    const convoID = await newConvo(user, { title: 'Many wombats live here' });
    const posIDs: string[] = [];
    for (let i = 0; i < 8; i += 1)
      posIDs.push(await newPos(user, convoID, { title: `Wombat position ${i}` }));
    for (let i = 0; i < 14; i += 1)
      await newArg(user, posIDs[i % 8], { title: `Wombats dig ${i}` });
    // 1 question + 8 positions + 14 arguments = 23: pages of 10, 10 and 3.
    const page = async (n: number) => {
      const res = await request(t.http).get('/api/search').query({ q: 'wombat', page: n });
      expect(res.status).toBe(200);
      return res.body as { Results: Result[]; HasMore: boolean };
    };
    const [first, second, third, fourth] = [
      await page(1),
      await page(2),
      await page(3),
      await page(4),
    ];
    expect([first, second, third, fourth].map((p) => [p.Results.length, p.HasMore])).toEqual([
      [10, true],
      [10, true],
      [3, false],
      [0, false],
    ]);
    const all = [...first.Results, ...second.Results, ...third.Results].map((r) => r.ArtifactID);
    expect(new Set(all).size).toBe(23);
    // Without page, the first page (what the search box shows).
    expect((await search('wombat')).map((r) => r.ArtifactID)).toEqual(
      first.Results.map((r) => r.ArtifactID),
    );
    // Typo matches come on the first page only.
    const typo = await request(t.http).get('/api/search').query({ q: 'wombta', page: 2 });
    expect(typo.body).toEqual({ HasMore: false, Results: [] });
  });

  it('refuses a page out of bounds or not a whole number with 400', async () => {
    for (const page of ['0', '-1', '21', '1.5', 'two', '1e3']) {
      const res = await request(t.http).get('/api/search').query({ q: 'wombat', page });
      expect({ page, status: res.status }).toEqual({ page, status: 400 });
      expect(res.body.error).toMatch(/^page must be/);
    }
  });

  it.each([
    ['', 'q is required.'],
    [' ', 'q must be at least 2 characters long after trimming.'],
    ['a', 'q must be at least 2 characters long after trimming.'],
    ['  a  ', 'q must be at least 2 characters long after trimming.'],
    ['\n\ta\t', 'q must be at least 2 characters long after trimming.'],
  ])('refuses %j with 400', async (q, message) => {
    const res = await request(t.http)
      .get('/api/search')
      .query(q === '' ? {} : { q });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });

  it('accepts exactly 2 characters after trimming', async () => {
    const res = await request(t.http).get('/api/search').query({ q: '  cl  ' });
    expect(res.status).toBe(200);
    expect(res.body.Results.map((r: Result) => r.ArtifactID)).toContain(climateConvo);
  });

  it('does not find deleted artifacts, nor what is under a deleted one', async () => {
    const convoID = await newConvo(user, { title: 'Quokkas are happy animals' });
    const posID = await newPos(user, convoID, { title: 'Quokkas smile a lot' });
    const argID = await newArg(user, posID, { title: 'Quokka photos prove it' });
    expect((await ids('quokka')).sort()).toEqual([convoID, posID, argID].sort());
    expect((await deleteArtifact(editor, 'arg', argID)).status).toBe(200);
    expect((await ids('quokka')).sort()).toEqual([convoID, posID].sort());
    expect((await deleteArtifact(editor, 'convo', convoID)).status).toBe(200);
    expect(await ids('quokka')).toEqual([]);
    // Not by a typo either.
    expect(await ids('quokas')).toEqual([]);
  });

  it('follows edits of titles', async () => {
    const convoID = await newConvo(user, { title: 'Are axolotls amphibians?' });
    expect(await ids('axolotls')).toEqual([convoID]);
    await editField(user, 'convo', convoID, 'Title', 'Are axolotls amphibians?', 'Are newts cute?');
    expect(await ids('axolotls')).toEqual([]);
    expect(await ids('newts')).toEqual([convoID]);
  });

  it.each([
    "'",
    '"',
    "climate'",
    'it\'s "quoted"',
    'a & b',
    'climate & change',
    'a | b',
    '!climate',
    '!!',
    'climate:*',
    ':*',
    '* *',
    'a:A',
    '<->',
    'climate <-> change',
    '<1>',
    '(climate',
    'climate)',
    '\\\\',
    '%_%',
    "'; DROP TABLE search_entries; --",
    '$1',
    '½ x² ⅸ',
    '日本語の検索',
    'e\u0301te\u0301',
    '👍🏽 climate',
    '\u200d\u200d',
    '\ufeffclimate',
    'ab\u0000cd',
    '\u0000\u0000x',
    'the and of',
    'a'.repeat(100),
    'climate '.repeat(12).slice(0, 100),
  ])('never fails on hostile input %j', async (q) => {
    const res = await request(t.http).get('/api/search').query({ q });
    expect([200, 400]).toContain(res.status);
    if (res.status === 200) {
      expect(Array.isArray(res.body.Results)).toBe(true);
      expect(res.body.Results.length).toBeLessThanOrEqual(10);
    } else {
      expect(res.body.error).toEqual(expect.any(String));
    }
  });

  it('refuses very long queries with 400', async () => {
    for (const q of ['a'.repeat(101), 'climate '.repeat(100), '😀'.repeat(101)]) {
      const res = await request(t.http).get('/api/search').query({ q });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'q must be at most 100 characters long.' });
    }
    const fits = await request(t.http)
      .get('/api/search')
      .query({ q: '😀'.repeat(100) });
    expect(fits.status).toBe(200);
  });

  it('refuses a query given as a list or an object with 400', async () => {
    for (const path of ['/api/search?q=ab&q=cd', '/api/search?q[]=ab', '/api/search?q[x]=ab']) {
      const res = await request(t.http).get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
    }
  });

  it('writes search entries straight into its GIN indexes (no pending list for every search to read)', async () => {
    const rows: { relname: string; reloptions: string[] | null }[] = await t.app
      .get(DataSource)
      .query(
        `SELECT relname, reloptions FROM pg_class
          WHERE relname IN ('IDX_search_document', 'IDX_search_title_trgm') ORDER BY relname`,
      );
    expect(rows).toEqual([
      { relname: 'IDX_search_document', reloptions: ['fastupdate=off'] },
      { relname: 'IDX_search_title_trgm', reloptions: ['fastupdate=off'] },
    ]);
  });

  it('survives malformed percent-encoding', async () => {
    for (const path of ['/api/search?q=%', '/api/search?q=%E0%A4%A', '/api/search?q=%ED%A0%80ab']) {
      const res = await request(t.http).get(path);
      expect({ path, ok: res.status < 500 }).toEqual({ path, ok: true });
    }
  });
});

describe('GET /api/search before the framework (SearchFastPath)', () => {
  let t: TestApp;
  let fastPath: SearchFastPath;
  let cookie: string;

  interface Raw {
    status: number;
    headers: http.IncomingHttpHeaders;
    body: Buffer;
  }

  /** One request on a fresh connection; the body as it came (not decompressed). */
  const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Raw>((resolve, reject) => {
      const { port } = t.http.address() as AddressInfo;
      http
        .request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject)
        .end();
    });

  const decoded = (res: Raw) =>
    res.headers['content-encoding'] === 'br'
      ? zlib.brotliDecompressSync(res.body).toString()
      : res.headers['content-encoding'] === 'gzip'
        ? zlib.gunzipSync(res.body).toString()
        : res.body.toString();

  /** What may differ between two answers to the same request: when, which one, and framing. */
  const comparable = (res: Raw) => {
    const headers = { ...res.headers };
    for (const name of ['date', 'x-request-id', 'connection', 'keep-alive', 'transfer-encoding'])
      delete headers[name];
    if (headers['content-encoding']) delete headers['content-length'];
    return { status: res.status, headers, body: decoded(res) };
  };

  /** The fast path's verdict on the last request: answered (true) or handed on (false). */
  const lastAnswered = async (spy: { mock: { results: { value: unknown }[] } }) => {
    const result = spy.mock.results.at(-1)?.value;
    if (result === undefined) return false;
    return (result as Promise<unknown>).then(
      (early) => early !== undefined,
      () => false,
    );
  };

  beforeAll(async () => {
    t = await startTestApp();
    await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    fastPath = t.app.get(SearchFastPath);
    const signedUp = await request(t.http)
      .post('/api/signup')
      .send({ body: newAccount('finder') });
    cookie = (signedUp.headers['set-cookie'] as unknown as string[])
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('opinions.sid='))!;
    const user = (await userWithRole(t)).agent;
    const convo = await newConvo(user, { title: 'Should otters be protected?' });
    const pos = await newPos(user, convo, { title: 'Otters need clean rivers' });
    for (let i = 0; i < 12; i += 1)
      await newArg(user, pos, { title: `Otter argument ${i}: rivers, fish and fishing` });
  });
  afterAll(() => t.close());

  it.each([
    ['NUL', '/api/search?q=ab%00cd'],
    ['only NUL and one letter', '/api/search?q=%00%00x'],
    ['an unpaired surrogate', '/api/search?q=%ED%A0%80ab'],
    ['malformed percent-encoding', '/api/search?q=%E0%A4%A'],
    ['a lone percent', '/api/search?q=%'],
    ['a huge q', `/api/search?q=${'a'.repeat(5000)}`],
    ['q over 100 characters', `/api/search?q=${encodeURIComponent('😀'.repeat(101))}`],
    ['q too short', '/api/search?q=%20a%20'],
    ['an empty q', '/api/search?q='],
    ['no q', '/api/search?page=1'],
    ['no query at all', '/api/search?'],
    ['q as a list', '/api/search?q[]=ab'],
    ['q as an object', '/api/search?q[x]=ab'],
    ['q twice', '/api/search?q=ab&q=cd'],
    ['an encoded name', '/api/search?%71=otter'],
    ['an unknown parameter', '/api/search?q=otter&sort=new'],
    ['page 0', '/api/search?q=otter&page=0'],
    ['page 21', '/api/search?q=otter&page=21'],
    ['page -1', '/api/search?q=otter&page=-1'],
    ['page 1.5', '/api/search?q=otter&page=1.5'],
    ['page 01', '/api/search?q=otter&page=01'],
    ['page twice', '/api/search?q=otter&page=1&page=2'],
    ['page empty', '/api/search?q=otter&page='],
    ['an empty part', '/api/search?q=otter&'],
  ])('hands %s to the framework, which answers as it always did', async (_, path) => {
    const spy = jest.spyOn(fastPath, 'answer');
    try {
      const signedIn = await raw(path, { cookie });
      expect(await lastAnswered(spy)).toBe(false);
      const anonymous = await raw(path);
      expect(comparable(signedIn)).toEqual(comparable(anonymous));
      expect(signedIn.status).toBeLessThan(500);
    } finally {
      spy.mockRestore();
    }
  });

  it('hands HEAD and conditional requests to the framework', async () => {
    const spy = jest.spyOn(fastPath, 'answer');
    try {
      await raw('/api/search?q=otter', { cookie }, 'HEAD');
      expect(await lastAnswered(spy)).toBe(false);
      await raw('/api/search?q=otter', { cookie, 'if-none-match': 'W/"x"' });
      expect(await lastAnswered(spy)).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });

  it.each([
    ['a word', '/api/search?q=otter', {}],
    ['a prefix', '/api/search?q=ott', {}],
    ['a typo', '/api/search?q=ottre', {}],
    ['spaces as +', '/api/search?q=clean+rivers', {}],
    ['control characters and spaces around', '/api/search?q=%09otter%01%20', {}],
    ['page 2', '/api/search?q=otter&page=2', {}],
    ['page 20', '/api/search?page=20&q=otter', {}],
    ['no match', '/api/search?q=zzzzqqq', {}],
    ['gzip', '/api/search?q=otter', { 'accept-encoding': 'gzip' }],
    ['brotli', '/api/search?q=otter', { 'accept-encoding': 'gzip, deflate, br' }],
    ['deflate only', '/api/search?q=otter', { 'accept-encoding': 'deflate' }],
    ['identity only', '/api/search?q=otter', { 'accept-encoding': 'identity' }],
  ])(
    'answers %s itself for a signed-in reader, as the framework answers it',
    async (_, path, headers: Record<string, string>) => {
      const spy = jest.spyOn(fastPath, 'answer');
      try {
        const fast = await raw(path, { ...headers, cookie });
        const answered = await lastAnswered(spy);
        const framework = await raw(path, headers);
        expect(await lastAnswered(spy)).toBe(false);
        expect(answered).toBe(headers['accept-encoding'] !== 'deflate');
        expect(fast.status).toBe(200);
        expect(comparable(fast)).toEqual(comparable(framework));
        expect(fast.headers['x-request-id']).toMatch(/\S{8,}/);
      } finally {
        spy.mockRestore();
      }
    },
  );

  it('compresses a large answer as the framework does, and leaves a small one as it is', async () => {
    const large = await raw('/api/search?q=otter', { cookie, 'accept-encoding': 'gzip' });
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(large)).Results).toHaveLength(10);
    const small = await raw('/api/search?q=zzzzqqq', { cookie, 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Accept-Encoding');
  });
});

describe('GET /api/search rate limit, before the framework or not', () => {
  let t: TestApp;

  // 120 searches a minute, times 1/40: 3.
  beforeAll(async () => {
    t = await startTestApp({ rateLimitFactor: 1 / 40 });
  });
  afterAll(() => t.close());

  it('counts signed-in (fast path) and anonymous (framework) searches from one address together', async () => {
    const signedUp = await request(t.http)
      .post('/api/signup')
      .send({ body: newAccount('limited') });
    expect(signedUp.status).toBe(201);
    const cookie = (signedUp.headers['set-cookie'] as unknown as string[])
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('opinions.sid='))!;
    const spy = jest.spyOn(t.app.get(SearchFastPath), 'answer');
    const statuses = [
      (await request(t.http).get('/api/search?q=one')).status,
      (await request(t.http).get('/api/search?q=two').set('Cookie', cookie)).status,
      (await request(t.http).get('/api/search?q=three').set('Cookie', cookie)).status,
    ];
    expect(statuses).toEqual([200, 200, 200]);
    expect(spy.mock.results.filter((r) => r.value !== undefined)).toHaveLength(2);
    for (const withCookie of [true, false]) {
      const req = request(t.http).get('/api/search?q=four');
      const res = await (withCookie ? req.set('Cookie', cookie) : req);
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        error: 'Too many searches from your network; try again in 1 minute.',
      });
    }
    spy.mockRestore();
  });
});

describe('GET /api/search for signed-in readers while no content changed', () => {
  let t: TestApp;
  let cookie: string;
  let user: Agent;

  beforeAll(async () => {
    t = await startTestApp({ pageCache: true });
    const signedUp = await request(t.http)
      .post('/api/signup')
      .send({ body: newAccount('memo') });
    cookie = (signedUp.headers['set-cookie'] as unknown as string[])
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('opinions.sid='))!;
    user = (await userWithRole(t)).agent;
  });
  afterAll(() => t.close());

  const signedIn = async (path: string) => {
    const res = await request(t.http).get(path).set('Cookie', cookie);
    expect(res.status).toBe(200);
    return res.body as { Results: Result[]; HasMore: boolean };
  };

  it('answers a repeated search from memory, and searches again after any content write', async () => {
    // A write drops what it touched as it commits; its notice, when it comes back, is ignored.
    const first = await newConvo(user, { title: 'Are walruses clever?' });
    const spy = jest.spyOn(t.app.get(SearchService), 'search');
    try {
      const once = await signedIn('/api/search?q=walrus');
      expect(once.Results.map((r) => r.ArtifactID)).toEqual([first]);
      expect(await signedIn('/api/search?q=walrus')).toEqual(once);
      expect(await signedIn('/api/search?q=%20walrus%01')).toEqual(once);
      expect(spy).toHaveBeenCalledTimes(1);
      // Another page or text is another search.
      expect((await signedIn('/api/search?q=walrus&page=2')).Results).toEqual([]);
      expect(spy).toHaveBeenCalledTimes(2);
      const second = await newConvo(user, { title: 'Do walruses sleep in water?' });
      const after = await signedIn('/api/search?q=walrus');
      expect(after.Results.map((r) => r.ArtifactID).sort()).toEqual([first, second].sort());
      expect(spy).toHaveBeenCalledTimes(3);
      const editor = (await userWithRole(t, 'editor')).agent;
      expect((await deleteArtifact(editor, 'convo', second)).status).toBe(200);
      expect((await signedIn('/api/search?q=walrus')).Results.map((r) => r.ArtifactID)).toEqual([
        first,
      ]);
    } finally {
      spy.mockRestore();
    }
  });

  it('gives the same answer as an anonymous reader gets', async () => {
    await newConvo(user, { title: 'Should narwhals be counted?' });
    const anonymous = await request(t.http).get('/api/search?q=narwhal');
    for (let i = 0; i < 2; i += 1) {
      const res = await request(t.http).get('/api/search?q=narwhal').set('Cookie', cookie);
      expect(res.text).toBe(anonymous.text);
      expect(res.headers.etag).toBe(anonymous.headers.etag);
    }
  });
});
