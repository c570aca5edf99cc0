import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import request from 'supertest';
import { JobQueue } from '../../backend/src/jobs/job-queue.js';
import { SitemapBuilder } from '../../backend/src/sitemap/sitemap-builder.js';
import { SITEMAP_JOB } from '../../backend/src/sitemap/sitemap-jobs.js';
import { eventually } from './support/app-processes.js';
import {
  type Agent,
  deleteArtifact,
  editField,
  newArg,
  newConvo,
  newPos,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ORIGIN = 'https://opinions.example';

/** A GET whose body is kept as text, whatever its type (superagent parses only some). */
async function get(t: TestApp, path: string) {
  const res = await request(t.http)
    .get(path)
    .buffer(true)
    .parse((stream, callback) => {
      let body = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (body += chunk));
      stream.on('end', () => callback(null, body));
    });
  return { status: res.status, headers: res.headers, text: res.body as string };
}

/**
 * Builds the sitemap files now, as the sitemap job does after content changes (these apps wait an
 * hour before it would: each test says when the files should be built).
 */
const rebuild = (t: TestApp) => t.app.get(SitemapBuilder).build();

/** Every file the index lists, and each file's (url -> lastmod). */
async function crawl(t: TestApp): Promise<{ files: string[]; urls: Map<string, string> }> {
  const index = await get(t, '/sitemap.xml');
  expect(index.status).toBe(200);
  const files = (await parseSitemapIndex(Readable.from([index.text]))).map((f) => f.url);
  const urls = new Map<string, string>();
  for (const file of files) {
    expect(file.startsWith(`${ORIGIN}/sitemaps/`)).toBe(true);
    const res = await get(t, file.slice(ORIGIN.length));
    expect(res.status).toBe(200);
    for (const item of await parseSitemap(Readable.from([res.text]))) {
      // No URL is listed twice, across all files.
      expect(urls.has(item.url)).toBe(false);
      urls.set(item.url, item.lastmod ?? '');
    }
  }
  return { files, urls };
}

describe('sitemap.xml and robots.txt', () => {
  let t: TestApp;
  let user: Agent;
  let mod: Agent;
  const live: string[] = [];
  const gone: string[] = [];
  let editedConvo: string;

  beforeAll(async () => {
    t = await startTestApp({ publicUrl: ORIGIN, sitemapChunkSize: 2 });
    user = (await userWithRole(t)).agent;
    mod = (await userWithRole(t, 'mod')).agent;
    editedConvo = await newConvo(user);
    const pos = await newPos(user, editedConvo);
    const arg = await newArg(user, pos);
    live.push(`/c/${editedConvo}`, `/p/${pos}`, `/a/${arg}`);
    const second = await newConvo(user);
    live.push(`/c/${second}`);
    // Deleted, and everything under a deleted parent, is left out.
    const deletedConvo = await newConvo(user);
    const orphanPos = await newPos(user, deletedConvo);
    const orphanArg = await newArg(user, orphanPos);
    expect((await deleteArtifact(mod, 'convo', deletedConvo)).status).toBe(200);
    gone.push(`/c/${deletedConvo}`, `/p/${orphanPos}`, `/a/${orphanArg}`);
    const deletedPos = await newPos(user, second);
    const underDeletedPos = await newArg(user, deletedPos);
    expect((await deleteArtifact(mod, 'pos', deletedPos)).status).toBe(200);
    gone.push(`/p/${deletedPos}`, `/a/${underDeletedPos}`);
    const deletedArg = await newArg(user, pos);
    expect((await deleteArtifact(mod, 'arg', deletedArg)).status).toBe(200);
    gone.push(`/a/${deletedArg}`);
    const res = await editField(user, 'convo', editedConvo, 'Tags', '', 'Sitemaps');
    expect(res.status).toBe(200);
    // Tags: listed while something carries them; a tag left with nothing is an empty page.
    expect((await editField(user, 'convo', second, 'Tags', '', 'Emptied')).status).toBe(200);
    expect((await editField(user, 'convo', second, 'Tags', 'Emptied', '')).status).toBe(200);
    const tagIds = new Map(
      (await t.sql<{ id: string; key: string }>('SELECT id, key FROM tags')).map((r) => [
        r.key,
        r.id,
      ]),
    );
    live.push(`/tags/${tagIds.get('sitemaps')}`);
    gone.push(`/tags/${tagIds.get('emptied')}`);
    // Articles: the live one is listed at /article/<id>, the deleted one not.
    for (const keep of [true, false]) {
      const article = await mod
        .post('/api/article/new')
        .send({ body: { title: keep ? 'A sitemap article' : 'A deleted article' } });
      expect(article.status).toBe(201);
      const path = `/article/${article.body.ArticleID as string}`;
      if (keep) live.push(path);
      else {
        expect((await deleteArtifact(mod, 'article', article.body.ArticleID)).status).toBe(200);
        gone.push(path);
      }
    }
    // People: the live one is listed at its alias (/person/<alias>), the deleted one not.
    for (const keep of [true, false]) {
      const made = await user
        .post('/api/person/new')
        .send({ body: { name: keep ? 'Émile Sitemap' : 'Deleted Sitemap Person' } });
      expect(made.status).toBe(201);
      const { PersonID, Link } = made.body.Person as { PersonID: string; Link: string };
      expect(Link).toMatch(/^\/person\/[a-z0-9-]+$/);
      if (keep) live.push(Link);
      else {
        expect((await deleteArtifact(mod, 'person', PersonID)).status).toBe(200);
        gone.push(Link, `/person/${PersonID}`);
      }
    }
  });
  afterAll(() => t.close());

  it('answers 404 with an error for a file name the index could not list', async () => {
    for (const path of [
      '/sitemaps/questions-0.xml',
      '/sitemaps/questions-01.xml',
      '/sitemaps/questions-1000000.xml',
      '/sitemaps/questions-99.xml',
      '/sitemaps/persons-1.xml',
      '/sitemaps/people-2.xml',
      '/sitemaps/questions-1.xml.gz',
      '/sitemaps/questions--1.xml',
      '/sitemaps/%00.xml',
      '/sitemaps/questions-1%00.xml',
      '/sitemaps/%E0%A4%A.xml',
      `/sitemaps/${'a'.repeat(3000)}.xml`,
    ]) {
      const res = await request(t.http).get(path);
      // 400 only for a path that is not even valid percent-encoding.
      expect({ path, status: res.status }).toEqual({
        path,
        status: path.includes('%A.') ? 400 : 404,
      });
      expect(typeof res.body.error).toBe('string');
    }
    const beyond = await request(t.http).get('/sitemaps/arguments-3.xml');
    expect(beyond.status).toBe(404);
    expect(beyond.body).toEqual({ error: 'There is no sitemap file named arguments-3.xml.' });
  });

  it('ignores hostile or unknown query parameters', async () => {
    const plain = await get(t, '/sitemap.xml');
    for (const query of ['?x=%00', '?page=1&page=2', '?q[a]=1', `?x=${'%F0'.repeat(50)}`]) {
      const res = await get(t, `/sitemap.xml${query}`);
      expect(res.status).toBe(200);
      expect(res.text).toBe(plain.text);
    }
    expect((await get(t, '/sitemaps/questions-1.xml?n=%00&n=2')).status).toBe(200);
    expect((await get(t, '/robots.txt?%00=%00')).status).toBe(200);
  });

  it('is not an API route and refuses other methods', async () => {
    expect((await request(t.http).get('/api/sitemap.xml')).status).toBe(404);
    expect((await request(t.http).post('/sitemap.xml')).status).toBe(404);
    expect((await request(t.http).post('/robots.txt')).status).toBe(404);
  });

  it('is an index of files at most the chunk size long, on the public URL', async () => {
    const res = await get(t, '/sitemap.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.text).toContain('<sitemapindex');
    // Not deleted themselves: 2 questions (1 file), 2 positions (1), 3 arguments (2), 1 article (1),
    // 1 person (1), 2 tags (1).
    const { files } = await crawl(t);
    expect(files).toEqual(
      [
        'questions-1',
        'positions-1',
        'arguments-1',
        'arguments-2',
        'articles-1',
        'people-1',
        'tags-1',
      ].map((name) => `${ORIGIN}/sitemaps/${name}.xml`),
    );
    for (const file of files) {
      const chunk = await get(t, file.slice(ORIGIN.length));
      expect(chunk.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(chunk.text).toContain('<urlset');
      expect((await parseSitemap(Readable.from([chunk.text]))).length).toBeLessThanOrEqual(2);
    }
  });

  it('lists every live question, position, argument, article, person and tag, and nothing deleted, under a deleted parent or empty', async () => {
    const { urls } = await crawl(t);
    expect([...urls.keys()].sort()).toEqual(live.map((path) => ORIGIN + path).sort());
    for (const path of gone) expect(urls.has(ORIGIN + path)).toBe(false);
    // The second file of arguments holds only one under a deleted position: an empty urlset.
    const empty = await get(t, '/sitemaps/arguments-2.xml');
    expect(empty.status).toBe(200);
    expect(empty.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(await parseSitemap(Readable.from([empty.text]))).toEqual([]);
  });

  it('gives each URL the time of its latest revision as lastmod', async () => {
    await t.sql(
      `UPDATE revisions SET created_at = '2031-02-03T04:05:06.789Z'
        WHERE artifact_type = 'convo' AND artifact_id = $1 AND action_name = 'ConvoEditTextField'`,
      [editedConvo],
    );
    await t.sql(
      `UPDATE revisions SET created_at = '2020-01-01T00:00:00Z'
        WHERE artifact_type = 'convo' AND artifact_id = $1 AND action_name <> 'ConvoEditTextField'`,
      [editedConvo],
    );
    await rebuild(t);
    const { urls } = await crawl(t);
    expect(urls.get(`${ORIGIN}/c/${editedConvo}`)).toBe('2031-02-03T04:05:06.789Z');
    const [{ latest }] = await t.sql<{ latest: Date }>(
      `SELECT max(created_at) AS latest FROM revisions WHERE artifact_id = $1`,
      [live[1].slice(3)],
    );
    expect(urls.get(ORIGIN + live[1])).toBe(latest.toISOString());
  });

  it('serves robots.txt naming the sitemap on the public URL', async () => {
    const res = await get(t, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Disallow: /api/',
        'Disallow: /admin',
        'Disallow: /edit/',
        'Disallow: /history/',
        'Disallow: /search',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
    expect(lines).not.toContain('Disallow: /');
  });
});

describe('a sitemap file larger than one database batch', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ publicUrl: ORIGIN, sitemapChunkSize: 1500 });
    const { agent, uid } = await userWithRole(t);
    const convo = await newConvo(agent);
    const pos = await newPos(agent, convo);
    // One statement: every row has the same created_at, so the keyset's id order is what pages.
    await t.sql(
      `INSERT INTO args (id, pos_id, convo_id, title, description, created_by)
       SELECT 'bulk' || lpad(g::text, 5, '0'), $1, $2, 'Bulk argument ' || g, '', $3
         FROM generate_series(1, 2100) g`,
      [pos, convo, uid],
    );
  });
  afterAll(() => t.close());

  it('streams every row once, across batches and files, each file within the bound', async () => {
    const { files, urls } = await crawl(t);
    expect(files.filter((f) => f.includes('/arguments-'))).toHaveLength(2);
    const args = [...urls.keys()].filter((url) => url.includes('/a/'));
    expect(args).toHaveLength(2100);
    const first = await get(t, '/sitemaps/arguments-1.xml');
    expect((await parseSitemap(Readable.from([first.text]))).length).toBe(1500);
    // Rows without a revision fall back to their own update time.
    expect(urls.get(`${ORIGIN}/a/bulk00001`)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe('the sitemap files are built in the background', () => {
  let t: TestApp;
  let agent: Agent;
  const jobsOf = (state: string) =>
    t.sql<{ id: string }>(`SELECT id FROM pgboss.job WHERE name = $1 AND state = $2`, [
      SITEMAP_JOB,
      state,
    ]);

  beforeAll(async () => {
    // A rebuild waits 30 seconds after a change: the test moves it forward when it means to.
    t = await startTestApp({
      publicUrl: ORIGIN,
      sitemapChunkSize: 1,
      pageCache: true,
      jobQueue: true,
      sitemapRebuildSeconds: 30,
    });
    agent = (await userWithRole(t)).agent;
  });
  afterAll(() => t.close());

  it('are built by the first request when none were ever built, then served as stored', async () => {
    await newConvo(agent);
    expect(await t.sql('SELECT name FROM sitemap_files')).toEqual([]);
    const first = await get(t, '/sitemap.xml');
    expect(first.status).toBe(200);
    expect(first.headers['x-page-cache']).toBeUndefined();
    expect(first.text).toContain(`${ORIGIN}/sitemaps/questions-1.xml`);
    const stored = await t.sql<{ name: string }>('SELECT name FROM sitemap_files ORDER BY name');
    expect(stored.map((r) => r.name)).toEqual(['questions-1.xml', 'sitemap.xml']);
    // The index is kept by the page cache; files are sent from the table each time, never kept.
    const again = await get(t, '/sitemap.xml');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.text).toBe(first.text);
    for (let i = 0; i < 2; i += 1) {
      const file = await request(t.http).get('/sitemaps/questions-1.xml');
      expect(file.status).toBe(200);
      expect(file.headers['x-page-cache']).toBeUndefined();
    }
  });

  it('are rebuilt by one job after a burst of edits, which drops the cached index everywhere', async () => {
    // The first question queued a rebuild; the burst adds none while it waits.
    expect(await jobsOf('created')).toHaveLength(1);
    for (let i = 0; i < 4; i += 1) await newConvo(agent);
    expect(await jobsOf('created')).toHaveLength(1);
    // Until it runs, the files stay as built.
    const before = await get(t, '/sitemap.xml');
    expect(before.headers['x-page-cache']).toBe('hit');
    expect(before.text).not.toContain('questions-2.xml');

    const [{ id }] = await jobsOf('created');
    await t.sql(`UPDATE pgboss.job SET start_after = now() WHERE id = $1`, [id]);
    expect(
      await eventually(
        async () => (await t.app.get(JobQueue).job(SITEMAP_JOB, id))?.state === 'completed',
        400,
      ),
    ).toBe(true);
    const after = await get(t, '/sitemap.xml');
    expect(after.headers['x-page-cache']).toBeUndefined();
    for (let n = 1; n <= 5; n += 1) expect(after.text).toContain(`/sitemaps/questions-${n}.xml`);
    expect(await jobsOf('created')).toHaveLength(0);
  });

  it('rewrites only the files whose content changed', async () => {
    const before = await t.sql<{ name: string; changed_at: Date }>(
      'SELECT name, changed_at FROM sitemap_files ORDER BY name',
    );
    expect(await rebuild(t)).toMatchObject({ changed: [] });
    expect(await t.sql('SELECT name, changed_at FROM sitemap_files ORDER BY name')).toEqual(before);
    expect((await get(t, '/sitemap.xml')).headers['x-page-cache']).toBe('hit');

    const [{ id }] = await t.sql<{ id: string }>(
      'SELECT id FROM convos ORDER BY created_at, id LIMIT 1',
    );
    await t.sql(`UPDATE revisions SET created_at = '2030-01-01T00:00:00Z' WHERE artifact_id = $1`, [
      id,
    ]);
    expect(await rebuild(t)).toMatchObject({ changed: ['questions-1.xml'] });
  });
});

describe('the sitemap with the job queue off', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ publicUrl: ORIGIN, sitemapChunkSize: 1, sitemapRebuildSeconds: 0.2 });
  });
  afterAll(() => t.close());

  it('is rebuilt by the process that wrote, after the delay', async () => {
    const { agent } = await userWithRole(t);
    await newConvo(agent);
    expect((await get(t, '/sitemap.xml')).text).toContain('/sitemaps/questions-1.xml');
    await newConvo(agent);
    expect(
      await eventually(async () =>
        (await get(t, '/sitemap.xml')).text.includes('/sitemaps/questions-2.xml'),
      ),
    ).toBe(true);
  });
});

describe('the sitemap lists each page at its canonical address', () => {
  let t: TestApp;
  let editor: Agent;

  beforeAll(async () => {
    t = await startTestApp({ publicUrl: ORIGIN, pageCache: true });
    editor = (await userWithRole(t, 'editor')).agent;
  });
  afterAll(() => t.close());

  async function setSlug(artifactType: string, artifactID: string, slug: string) {
    const res = await editor
      .post('/api/slug/create')
      .send({ body: { slug, artifactType, artifactID } });
    expect(res.status).toBe(201);
  }

  async function listed(): Promise<string[]> {
    await rebuild(t);
    return [...(await crawl(t)).urls.keys()].map((url) => url.slice(ORIGIN.length));
  }

  it('by its slug when it has one, by its id otherwise; an old slug is not listed', async () => {
    const slugged = await newConvo(editor);
    const plain = await newConvo(editor);
    const pos = await newPos(editor, slugged);
    const arg = await newArg(editor, pos);
    const article = await editor.post('/api/article/new').send({ body: { title: 'Slugged' } });
    expect(article.status).toBe(201);
    const articleID = article.body.ArticleID as string;
    await setSlug('convo', slugged, 'sitemap-question');
    await setSlug('pos', pos, 'sitemap-position');
    await setSlug('arg', arg, 'sitemap-argument');
    await setSlug('article', articleID, 'sitemap-article');

    const before = await listed();
    expect(before.sort()).toEqual(
      [
        '/c/sitemap-question',
        `/c/${plain}`,
        '/p/sitemap-position',
        '/a/sitemap-argument',
        '/article/sitemap-article',
      ].sort(),
    );
    // The page cache is on: a file read before the change must not be served after it.
    const file = await get(t, '/sitemaps/questions-1.xml');
    expect(file.text).toContain(`${ORIGIN}/c/sitemap-question`);

    await setSlug('convo', slugged, 'sitemap-question-renamed');
    const after = await listed();
    expect(after).toContain('/c/sitemap-question-renamed');
    expect(after).not.toContain('/c/sitemap-question');
    expect(after).not.toContain(`/c/${slugged}`);
    expect(after).toContain(`/c/${plain}`);
    // The old slug still leads to the page (a redirect), but only the canonical one is listed.
    const again = await get(t, '/sitemaps/questions-1.xml');
    expect(again.headers['x-page-cache']).toBeUndefined();
    expect(again.text).not.toContain(`${ORIGIN}/c/sitemap-question<`);
  });

  it('gives a page whose slug changed that change as its lastmod', async () => {
    const convo = await newConvo(editor);
    await t.sql(`UPDATE revisions SET created_at = '2020-01-01T00:00:00Z' WHERE artifact_id = $1`, [
      convo,
    ]);
    await t.sql(`UPDATE convos SET updated_at = '2020-01-01T00:00:00Z' WHERE id = $1`, [convo]);
    await setSlug('convo', convo, 'sitemap-lastmod');
    const [{ changed }] = await t.sql<{ changed: Date }>(
      `SELECT updated_at AS changed FROM artifact_slugs WHERE id = $1`,
      [convo],
    );
    await rebuild(t);
    const { urls } = await crawl(t);
    expect(urls.get(`${ORIGIN}/c/sitemap-lastmod`)).toBe(changed.toISOString());
  });
});
