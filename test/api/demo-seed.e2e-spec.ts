import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DemoSeedService } from '../../backend/src/seed/demo-seed.service.js';
import { DEMO_ARTICLES, DEMO_CONVOS, DEMO_PEOPLE } from '../../backend/src/seed/demo-content.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** SEED_DEMO: what a fresh `npm start` shows, written through the write path, once. */
describe('the demo seed', () => {
  let t: TestApp;
  const count = async (table: string) =>
    (await t.sql<{ n: number }>(`SELECT COUNT(*)::int AS n FROM ${table}`))[0].n;
  const idOf = async (table: string, title: string) =>
    (await t.sql<{ id: string }>(`SELECT id FROM ${table} WHERE title = $1`, [title]))[0].id;

  beforeAll(async () => {
    t = await startTestApp();
    expect(await t.app.get(DemoSeedService).seedIfEmpty()).toBe(true);
  });
  afterAll(() => t?.close());

  it('is idempotent: a second run (another start) adds nothing', async () => {
    const tables = ['convos', 'args', 'persons', 'quotes', 'reqs', 'articles', 'revisions'];
    const before = await Promise.all(tables.map(count));
    expect(await t.app.get(DemoSeedService).seedIfEmpty()).toBe(false);
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect(before[0]).toBe(DEMO_CONVOS.length);
  });

  it("describes each section it writes in a person's words, not the API's field names", async () => {
    const rows = await t.sql<{ d: string }>(
      "SELECT DISTINCT user_description AS d FROM revisions WHERE user_description LIKE 'Wrote the %'",
    );
    const written = rows.map((row) => row.d);
    expect(written).toContain('Wrote the counter-arguments');
    expect(written.filter((d) => /[a-z][A-Z]/.test(d))).toEqual([]);
  });

  it('lists the demo people on the Proponents page, without images', async () => {
    const res = await request(t.http).get('/api/person/list');
    expect(res.status).toBe(200);
    const names = (res.body.PersonList as { Name: string }[]).map((p) => p.Name);
    expect([...names].sort()).toEqual([...DEMO_PEOPLE].sort());
    const images = await t.sql<{ image_url: string | null }>('SELECT image_url FROM persons');
    expect(images.every((row) => !row.image_url)).toBe(true);
  });

  it("shows proponents' quotes on arguments, each written as a QuoteCreate revision", async () => {
    const argID = await idOf('args', 'Car-free centres have cleaner air');
    const list = await request(t.http).get('/api/quote/list').query({ argID });
    expect(list.status).toBe(200);
    expect(list.body.Quotes.map((q: { Name: string }) => q.Name)).toEqual([
      'Amira Haddad',
      'Jonas Becker',
    ]);
    expect(list.body.Quotes[0]).toMatchObject({
      TitleRole: 'Respiratory physician (demo person)',
      QuoteDate: { Day: 14, Month: 3, Year: 2023 },
    });
    const [quoteRevs] = await t.sql<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM revisions WHERE action_name = 'QuoteCreate'",
    );
    expect(quoteRevs.n).toBe(await count('quotes'));
    expect(await count('quotes')).toBeGreaterThanOrEqual(5);
  });

  it('has requests to discuss a question and an argument (Discuss)', async () => {
    const convoID = await idOf('convos', 'Should voting be compulsory?');
    const convoReqs = await request(t.http)
      .get('/api/req/list')
      .query({ artifactType: 'convo', artifactID: convoID });
    expect(convoReqs.status).toBe(200);
    expect(convoReqs.body.Reqs).toHaveLength(1);
    const argID = await idOf('args', 'Shops depend on customers who drive');
    const argReqs = await request(t.http)
      .get('/api/req/list')
      .query({ artifactType: 'arg', artifactID: argID });
    expect(argReqs.body.Reqs.map((r: { Title: string }) => r.Title)).toEqual([
      'Add figures on how shoppers travel',
    ]);
    const [inbox] = await t.sql<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM revisions WHERE action_name = 'ReqCreate'",
    );
    expect(inbox.n).toBe(2);
  });

  it('has articles with their bodies', async () => {
    expect(await count('articles')).toBe(DEMO_ARTICLES.length);
    const articleID = await idOf('articles', DEMO_ARTICLES[0].title);
    const res = await request(t.http).get('/api/article/get').query({ articleID });
    expect(res.status).toBe(200);
    expect(res.body.Article).toMatchObject({
      Title: DEMO_ARTICLES[0].title,
      Body: DEMO_ARTICLES[0].body,
    });
  });
});
