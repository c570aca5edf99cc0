import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { type AppProcess, eventually, spawnApp } from './support/app-processes.js';
import {
  type Agent,
  description,
  edit,
  editField,
  newArg,
  newConvo,
  newPos,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Two real app processes (`node backend/dist/main.js`, pages rendered by the built reader) on one
 * database, each with its page cache. An edit through A drops, in B, exactly the pages that show
 * what it changed: the first read of each through B after the edit is acknowledged shows it, and
 * pages of other questions are still answered from B's memory.
 */

/** Words PostgreSQL's stemmer leaves alone (digits), unique to this run. */
const word = (label: string) =>
  `${label}${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;

describe('a write drops only what shows it, in every process', () => {
  let t: TestApp;
  let a: AppProcess;
  let b: AppProcess;
  let dataDir: string;
  let editor: Agent;
  const ids = { q1: '', q2: '', pos: '', arg: '', tag: '', category: '', person: '', alias: '' };
  const titles = { q1: '', q2: '' };
  let quoteId = '';

  const get = (app: AppProcess, url: string) => request(app.url).get(url).redirects(0);

  /** Reads `url` through `app` until it is a hit (a process caches only while it listens). */
  async function warm(app: AppProcess, url: string): Promise<void> {
    const hit = await eventually(
      async () => (await get(app, url)).headers['x-page-cache'] === 'hit',
    );
    expect({ url, hit }).toEqual({ url, hit: true });
  }

  const PAGES = () => ({
    question: `/c/${ids.q1}`,
    home: '/',
    encyclopedia: '/encyclopedia',
    category: `/categories/${ids.category}`,
    tag: `/tags/${ids.tag}`,
    person: `/person/${ids.alias}`,
  });

  beforeAll(async () => {
    t = await startTestApp();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'opinions-keyed-'));
    const env = {
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'keyed-invalidation-secret-of-some-length',
      SEED_DEMO: 'false',
      PAGE_CACHE: 'on',
      RATE_LIMIT_FACTOR: '1000',
    };
    [a, b] = await Promise.all([spawnApp('A', env), spawnApp('B', env)]);
    editor = request.agent(a.url);
    const signup = await editor.post('/api/signup').send({
      body: {
        email: 'keyed@example.org',
        username: 'keyededitor',
        password: 'a long passphrase here',
      },
    });
    expect(signup.status).toBe(201);
    await t.sql(`UPDATE users SET role = 'editor' WHERE username = 'keyededitor'`);
    // The role change reaches A's session cache by its notice.
    expect(
      await eventually(async () => (await editor.get('/api/home')).body.User?.role === 'editor'),
    ).toBe(true);

    titles.q1 = `Is ${word('alpha')} the question`;
    titles.q2 = `Is ${word('beta')} another question`;
    ids.q1 = await newConvo(editor, { title: titles.q1, description: description() });
    ids.q2 = await newConvo(editor, { title: titles.q2, description: description() });
    ids.pos = await newPos(editor, ids.q1, { title: 'Yes, it is the one' });
    ids.arg = await newArg(editor, ids.pos, { title: 'Because it says so' });
    expect((await editField(editor, 'convo', ids.q1, 'Tags', '', 'Cache keys')).status).toBe(200);
    [{ id: ids.tag }] = await t.sql<{ id: string }>('SELECT id FROM tags');
    const category = await editor.post('/api/category/new').send({ body: { title: 'Caching' } });
    expect(category.status).toBe(201);
    ids.category = category.body.CategoryID;
    const filed = await edit(editor, 'convo', ids.q1, 'ConvoSetCategories', {
      OldCategoryIDs: [],
      NewCategoryIDs: [ids.category],
    });
    expect(filed.status).toBe(200);
    const person = await editor.post('/api/person/new').send({ body: { name: 'Ada Keyed' } });
    expect(person.status).toBe(201);
    ids.person = person.body.Person.PersonID;
    ids.alias = person.body.Person.PathAlias;
    const quote = await editor.post('/api/quote/new').send({
      body: { argID: ids.arg, personID: ids.person, quote: 'Keys, not everything.', sourceURL: '' },
    });
    expect(quote.status).toBe(201);
    quoteId = quote.body.QuoteID;
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await t?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('shows a question edited through A on the first read through B of its page and of every list that shows it; other questions stay cached', async () => {
    const pages = PAGES();
    for (const url of Object.values(pages)) {
      const page = await get(b, url);
      expect({ url, status: page.status }).toEqual({ url, status: 200 });
      expect({ url, shows: page.text.includes(titles.q1) }).toEqual({ url, shows: true });
    }
    const other = `/c/${ids.q2}`;
    const search = (q: string) => `/api/search?q=${encodeURIComponent(q)}`;
    const newWord = word('gamma');
    for (const url of [...Object.values(pages), other, search(newWord)]) await warm(b, url);

    const renamed = `Is ${newWord} the question`;
    const res = await editField(editor, 'convo', ids.q1, 'Title', titles.q1, renamed);
    expect(res.status).toBe(200);
    titles.q1 = renamed;

    for (const [name, url] of Object.entries(pages)) {
      const page = await get(b, url);
      expect({ name, hit: page.headers['x-page-cache'] }).toEqual({ name, hit: undefined });
      expect({ name, shows: page.text.includes(renamed) }).toEqual({ name, shows: true });
    }
    const found = await get(b, search(newWord));
    expect(found.headers['x-page-cache']).toBeUndefined();
    expect(found.body.Results.map((r: { ArtifactID: string }) => r.ArtifactID)).toContain(ids.q1);
    // Another question's page is still answered from memory, as it was before the edit.
    const untouched = await get(b, other);
    expect(untouched.headers['x-page-cache']).toBe('hit');
    expect(untouched.text).toContain(titles.q2);
  });

  it("drops a person's page when their quote changes, and the question the quote is under, not the other question", async () => {
    const person = `/person/${ids.alias}`;
    const other = `/c/${ids.q2}`;
    for (const url of [person, other, `/c/${ids.q1}`]) await warm(b, url);
    const said = 'Keys, and only the keys.';
    const res = await edit(editor, 'quote', quoteId, 'QuoteEdit', {
      Old: { Quote: 'Keys, not everything.' },
      New: { Quote: said },
    });
    expect(res.status).toBe(200);
    const page = await get(b, person);
    expect(page.headers['x-page-cache']).toBeUndefined();
    expect(page.text).toContain(said);
    expect((await get(b, `/c/${ids.q1}`)).headers['x-page-cache']).toBeUndefined();
    expect((await get(b, other)).headers['x-page-cache']).toBe('hit');
  });

  it('shows a new question on the home list and its category at once, the other question still cached', async () => {
    const other = `/c/${ids.q2}`;
    for (const url of ['/', other]) await warm(b, url);
    const fresh = `Is ${word('delta')} a new question`;
    const id = await newConvo(editor, { title: fresh, description: description() });
    expect(id).toBeTruthy();
    const home = await get(b, '/');
    expect(home.headers['x-page-cache']).toBeUndefined();
    expect(home.text).toContain(fresh);
    expect((await get(b, other)).headers['x-page-cache']).toBe('hit');
  });
});
