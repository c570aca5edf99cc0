import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
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
import { startTestApp, type TestApp } from './support/test-app.js';

interface Result {
  ArtifactType: string;
  ArtifactID: string;
  Title: string;
  Link: string;
}

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
    });
    const arg = (await search('greenhouse gases')).find((r) => r.ArtifactID === climateArg);
    expect(arg).toEqual({
      ArtifactType: 'arg',
      ArtifactID: climateArg,
      Title: 'Greenhouse gases trap heat',
      Link: `/a/${climateArg}`,
    });
    const tag = (await search('greenhouse effect')).find((r) => r.ArtifactID === climateTag);
    expect(tag).toEqual({
      ArtifactType: 'tag',
      ArtifactID: climateTag,
      Title: 'Greenhouse effect',
      Link: `/tags/${climateTag}`,
    });
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
