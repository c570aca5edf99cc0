import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createServerApi } from '../../backend/src/web/server-api.js';
import { type AppProcess, spawnApp } from './support/app-processes.js';
import { expectError } from './support/api-checks.js';
import {
  type Agent,
  editField,
  newArg,
  newConvo,
  newPos,
  title,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * /{level}/{slug} serves the same page as /{level}/{id}: the read endpoints take an id or a slug
 * (an id first), the page's own Link (its canonical link) names the current slug, and the reader
 * answers an old slug with a 301 to the current one.
 */

let serial = 0;
function freshSlug(label: string): string {
  serial += 1;
  return `${label}-route-${serial}-${Date.now().toString(36)}`;
}

type Level = 'convo' | 'pos' | 'arg' | 'tag' | 'article';
const PARAM: Record<Level, string> = {
  convo: 'convoID',
  pos: 'posID',
  arg: 'argID',
  tag: 'tagID',
  article: 'articleID',
};
const PATH: Record<Level, string> = {
  convo: 'c',
  pos: 'p',
  arg: 'a',
  tag: 'tags',
  article: 'article',
};

/** The page data's own part: Convo, Pos, Arg, Tag or Article. */
function own(level: Level, body: Record<string, Record<string, string>>) {
  const key = { convo: 'Convo', pos: 'Pos', arg: 'Arg', tag: 'Tag', article: 'Article' }[level];
  return body[key];
}
const ID_FIELD: Record<Level, string> = {
  convo: 'ConvoID',
  pos: 'PosID',
  arg: 'ArgID',
  tag: 'TagID',
  article: 'ArticleID',
};

describe('pages by slug: GET /api/{level}/get with a slug', () => {
  let t: TestApp;
  let user: Agent;
  let editor: Agent;
  const ids: Record<Level, string> = { convo: '', pos: '', arg: '', tag: '', article: '' };

  const get = (level: Level, address: string) =>
    request(t.http)
      .get(`/api/${level}/get`)
      .query({ [PARAM[level]]: address });
  const setSlug = (level: Level, id: string, slug: string) =>
    editor.post('/api/slug/create').send({ body: { slug, artifactType: level, artifactID: id } });

  beforeAll(async () => {
    t = await startTestApp({ pageCache: true });
    user = (await userWithRole(t)).agent;
    editor = (await userWithRole(t, 'editor')).agent;
    ids.convo = await newConvo(user);
    ids.pos = await newPos(user, ids.convo);
    ids.arg = await newArg(user, ids.pos);
    const tagName = `Routetag${Date.now().toString(36)}`;
    expect((await editField(user, 'convo', ids.convo, 'Tags', '', tagName)).status).toBe(200);
    const [tag] = await t.sql<{ id: string }>('SELECT id FROM tags WHERE key = $1', [
      tagName.toLowerCase(),
    ]);
    ids.tag = tag.id;
    const article = await editor
      .post('/api/article/new')
      .send({ body: { title: title('Article') } });
    expect(article.status).toBe(201);
    ids.article = article.body.ArticleID as string;
  });
  afterAll(() => t.close());

  it.each(Object.keys(PARAM) as Level[])(
    '%s: by id and by slug the same page, whose Link names the slug',
    async (level) => {
      const id = ids[level];
      const before = await get(level, id);
      expect(before.status).toBe(200);
      expect(own(level, before.body).Link).toBe(`/${PATH[level]}/${id}`);
      const slug = freshSlug(level);
      expect((await setSlug(level, id, slug)).status).toBe(201);
      const byId = await get(level, id);
      const bySlug = await get(level, slug);
      expect(byId.status).toBe(200);
      expect(bySlug.status).toBe(200);
      expect(own(level, bySlug.body)[ID_FIELD[level]]).toBe(id);
      expect(own(level, byId.body).Link).toBe(`/${PATH[level]}/${slug}`);
      expect(bySlug.body).toEqual(byId.body);
    },
  );

  it('reads an old slug as the page, whose Link names the current slug', async () => {
    const convo = await newConvo(user);
    const old = freshSlug('old');
    const current = freshSlug('current');
    expect((await setSlug('convo', convo, old)).status).toBe(201);
    expect((await setSlug('convo', convo, current)).status).toBe(201);
    for (const address of [old, current, convo, old.toUpperCase()]) {
      const res = await get('convo', address);
      expect(res.status).toBe(200);
      expect(res.body.Convo.ConvoID).toBe(convo);
      expect(res.body.Convo.Link).toBe(`/c/${current}`);
    }
  });

  it('reads an address as an id first, as a slug only when no page has that id', async () => {
    const a = await newConvo(user);
    const b = await newConvo(user);
    const slugOfB = freshSlug('b');
    expect((await setSlug('convo', b, slugOfB)).status).toBe(201);
    // The API refuses a slug that is the id of a page: written here as an old slug of b.
    const lookalike = a.toLowerCase().replace(/_/g, '');
    await t.sql(
      `INSERT INTO slug_paths (slug, artifact_type, artifact_id) VALUES ($1, 'convo', $2)`,
      [lookalike, b],
    );
    const byId = await get('convo', a);
    expect(byId.body.Convo.ConvoID).toBe(a);
    expect(byId.body.Convo.Link).toBe(`/c/${a}`);
    if (lookalike !== a) {
      // Not an id of a question: the slug it is.
      expect((await get('convo', lookalike)).body.Convo.ConvoID).toBe(b);
    }
  });

  it("a slug leads only to its own level's page", async () => {
    const slug = freshSlug('levels');
    expect((await setSlug('pos', ids.pos, slug)).status).toBe(201);
    expectError(await get('convo', slug), 404, /There is no question/);
    expectError(await get('arg', slug), 404, /There is no argument/);
    expect((await get('pos', slug)).body.Pos.PosID).toBe(ids.pos);
  });

  it('gives the same edit rights on a page read by its slug (GET /api/me)', async () => {
    const convo = await newConvo(user);
    const slug = freshSlug('rights');
    expect((await setSlug('convo', convo, slug)).status).toBe(201);
    const article = freshSlug('article-rights');
    expect((await setSlug('article', ids.article, article)).status).toBe(201);
    for (const path of [`/edit/c/${slug}`, `/edit/c/${convo}`, `/edit/article/${article}`]) {
      const me = await editor.get('/api/me').query({ path });
      expect([path, me.status, me.body.CanEdit]).toEqual([path, 200, true]);
    }
  });

  it('gives a reader their own votes on a page read by its slug (GET /api/me)', async () => {
    const voter = (await userWithRole(t)).agent;
    const arg = await newArg(user, ids.pos);
    const vote = await voter.post('/api/yourtake/submit').send({
      body: { argID: arg, startTime: Date.now(), question: 'agreement', value: '4' },
    });
    expect(vote.status).toBe(200);
    const short = freshSlug('v');
    expect((await setSlug('arg', arg, short.slice(0, 12))).status).toBe(201);
    const long = freshSlug('voted-argument');
    expect((await setSlug('arg', arg, long)).status).toBe(201);
    // The id, the current slug, an old one that looks like an id: the same votes, twice (in memory).
    for (const address of [arg, long, short.slice(0, 12), long, arg]) {
      const me = await voter.get('/api/me').query({ path: `/a/${address}` });
      expect([address, me.body.Votes]).toEqual([
        address,
        [
          {
            TargetType: 'arg',
            TargetID: arg,
            Question: 'agreement',
            Value: '4',
            Version: expect.any(String),
          },
        ],
      ]);
    }
    // A slug read once is remembered with its id (a slug leads to its artifact for good): its
    // page's votes come without reading the address again, even with the row gone behind the
    // app's back.
    await t.sql('DELETE FROM slug_paths WHERE slug = $1', [long]);
    try {
      const me = await voter.get('/api/me').query({ path: `/a/${long}` });
      expect(me.body.Votes).toEqual([
        {
          TargetType: 'arg',
          TargetID: arg,
          Question: 'agreement',
          Value: '4',
          Version: expect.any(String),
        },
      ]);
    } finally {
      await t.sql('INSERT INTO slug_paths (slug, artifact_type, artifact_id) VALUES ($1, $2, $3)', [
        long,
        'arg',
        arg,
      ]);
    }
  });

  it('answers an unknown slug with 404 and a malformed address with 400', async () => {
    expectError(await get('convo', freshSlug('nobody')), 404, /There is no question/);
    expectError(await get('convo', 'not a slug!'), 400, /convoID must be an id or a slug/);
    expectError(await get('convo', 'a'.repeat(67)), 400, /convoID must be an id or a slug/);
    expectError(await get('tag', 'x'.repeat(5000)), 400, /tagID must be an id or a slug/);
  });

  it('where to read on (getnextarg) takes the slug too', async () => {
    const byId = await request(t.http).get('/api/arg/getnextarg').query({ argID: ids.arg });
    const [{ slug }] = await t.sql<{ slug: string }>(
      'SELECT slug FROM artifact_slugs WHERE id = $1',
      [ids.arg],
    );
    const bySlug = await request(t.http).get('/api/arg/getnextarg').query({ argID: slug });
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toEqual(byId.body);
  });

  it("the render's reused answers see a slug change at once (a slug change is a content write)", async () => {
    const serverApi = createServerApi(t.app);
    const convo = await newConvo(user);
    const first = freshSlug('first');
    expect((await setSlug('convo', convo, first)).status).toBe(201);
    const read = async (address: string) =>
      (await serverApi['/convo/get']!({ convoID: address })) as {
        status: number;
        body: { Convo: { Link: string } };
      };
    expect((await read(first)).body.Convo.Link).toBe(`/c/${first}`);
    expect((await read(convo)).body.Convo.Link).toBe(`/c/${first}`);
    // Reused indeed: the very answer kept from the read before.
    expect((await read(first)).body).toBe((await read(first)).body);
    const second = freshSlug('second');
    expect((await setSlug('convo', convo, second)).status).toBe(201);
    expect((await read(first)).body.Convo.Link).toBe(`/c/${second}`);
    expect((await read(convo)).body.Convo.Link).toBe(`/c/${second}`);
  });
});

/**
 * The server render in a real app process (`node backend/dist/main.js` with the built reader):
 * an old slug answers 301 with the current slug's address, the current one renders the page with
 * its canonical link.
 */
describe('pages by slug: the rendered pages', () => {
  let t: TestApp;
  let app: AppProcess;
  let dataDir: string;
  let editor: Agent;
  let convo: string;
  let arg: string;
  const convoTitle = title('Slugged question');
  const old = freshSlug('old-page');
  const current = freshSlug('page');
  const argSlug = freshSlug('arg-page');

  beforeAll(async () => {
    t = await startTestApp();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'opinions-slug-'));
    app = await spawnApp('slug', {
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'slug-routing-secret-of-some-length',
      SEED_DEMO: 'false',
    });
    // Through the rendering process: its page cache is emptied by the write at once.
    const user = (await userWithRole(t)).agent;
    convo = await newConvo(user, { title: convoTitle });
    arg = await newArg(user, await newPos(user, convo));
    editor = request.agent(app.url);
    const username = `slugeditor${Date.now().toString(36)}`;
    const signup = await editor.post('/api/signup').send({
      body: { email: `${username}@example.org`, username, password: 'a perfectly long passphrase' },
    });
    expect(signup.status).toBe(201);
    await t.sql('UPDATE users SET role = $2 WHERE id = $1', [signup.body.User.uid, 'editor']);
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await t?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const page = (url: string) => request(app.url).get(url).redirects(0);
  const setSlug = (type: string, id: string, slug: string) =>
    editor.post('/api/slug/create').send({ body: { slug, artifactType: type, artifactID: id } });
  const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

  it('serves /c/{slug} as the page, with the slug in its canonical link', async () => {
    // Rendered (and cached) before the slug exists.
    const before = await page(`/c/${convo}`);
    expect(before.status).toBe(200);
    expect(canonical(before.text)).toMatch(new RegExp(`/c/${convo}$`));
    expect((await setSlug('convo', convo, old)).status).toBe(201);
    const res = await page(`/c/${old}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<h1 id="artifact-title">${convoTitle}</h1>`);
    expect(canonical(res.text)).toMatch(new RegExp(`^https?://[^/]+/c/${old}$`));
    // By its id: the same page, where it is, and its canonical link names the slug.
    const byId = await page(`/c/${convo}`);
    expect(byId.status).toBe(200);
    expect(canonical(byId.text)).toMatch(new RegExp(`/c/${old}$`));
  });

  it('answers an old slug with 301 to the current one (read pages and edit pages)', async () => {
    expect((await setSlug('convo', convo, current)).status).toBe(201);
    const moved = await page(`/c/${old}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(`/c/${current}`);
    const withQuery = await page(`/c/${old}?from=share`);
    expect(withQuery.status).toBe(301);
    expect(withQuery.headers.location).toBe(`/c/${current}?from=share`);
    const edit = await page(`/edit/c/${old}`);
    expect(edit.status).toBe(301);
    expect(edit.headers.location).toBe(`/edit/c/${current}`);
    const res = await page(`/c/${current}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<h1 id="artifact-title">${convoTitle}</h1>`);
    expect(canonical(res.text)).toMatch(new RegExp(`/c/${current}$`));
    const editPage = await page(`/edit/c/${current}`);
    expect(editPage.status).toBe(200);
    expect(canonical(editPage.text)).toMatch(new RegExp(`/c/${current}$`));
  });

  it('another spelling of the slug moves to the canonical one', async () => {
    const res = await page(`/c/${current.toUpperCase()}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/c/${current}`);
  });

  it('renders an argument by its slug, with where to read on', async () => {
    expect((await setSlug('arg', arg, argSlug)).status).toBe(201);
    const res = await page(`/a/${argSlug}`);
    expect(res.status).toBe(200);
    expect(canonical(res.text)).toMatch(new RegExp(`/a/${argSlug}$`));
    expect(res.text).toContain('Argument 1 of 1 on this question');
  });

  it("moves a tag's and an article's old slug to the current one", async () => {
    const tagName = `Slugpage${Date.now().toString(36)}`;
    expect((await editField(editor, 'convo', convo, 'Tags', '', tagName)).status).toBe(200);
    const [tag] = await t.sql<{ id: string }>('SELECT id FROM tags WHERE key = $1', [
      tagName.toLowerCase(),
    ]);
    const article = await editor
      .post('/api/article/new')
      .send({ body: { title: title('Slugged article') } });
    expect(article.status).toBe(201);
    for (const [type, level, id] of [
      ['tag', 'tags', tag.id],
      ['article', 'article', article.body.ArticleID as string],
    ]) {
      const first = freshSlug(`${type}-first`);
      const second = freshSlug(`${type}-second`);
      expect((await setSlug(type, id, first)).status).toBe(201);
      expect((await setSlug(type, id, second)).status).toBe(201);
      const moved = await page(`/${level}/${first}`);
      expect([level, moved.status, moved.headers.location]).toEqual([
        level,
        301,
        `/${level}/${second}`,
      ]);
      const res = await page(`/${level}/${second}`);
      expect(res.status).toBe(200);
      expect(canonical(res.text)).toMatch(new RegExp(`/${level}/${second}$`));
    }
  });

  it('answers an unknown slug with Page Not Found', async () => {
    const res = await page(`/c/${freshSlug('nowhere')}`);
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page Not Found');
  });
});
