import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DemoSeedService } from '../../backend/src/seed/demo-seed.service.js';
import { type AppProcess, spawnApp } from './support/app-processes.js';
import { deleteArtifact, newArg, userWithRole } from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const run = promisify(execFile);

/** `npm run dump` / `npm run import-dump` as a person runs them (no terminal: plain lines). */
function script(name: string, args: string[], env: Record<string, string>) {
  return run(process.execPath, [path.join(process.cwd(), 'backend/dist/scripts', name), ...args], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    timeout: 120_000,
  });
}

/** JSON with its objects' keys sorted, at every depth. */
function sortedJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedJson);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedJson((value as Record<string, unknown>)[key])]),
  );
}

/**
 * The preloaded state, in an order of its own: the render's queries finish in any order, and the
 * state lists them (and the cache tags they provide, derived from them) as they finished.
 */
function canonicalState(html: string): string {
  return html.replace(
    /(<script id="app-state" type="application\/json">)(.*?)(<\/script>)/s,
    (_all, open: string, json: string, close: string) => {
      const state = JSON.parse(json) as { store?: { api?: { provided?: unknown } } };
      if (state.store?.api) delete state.store.api.provided;
      return `${open}${JSON.stringify(sortedJson(state))}${close}`;
    },
  );
}

/**
 * What legitimately differs between two renders of the same content: the per-response nonce, the
 * render's request ids and times in the preloaded state, and accounts' ids (an imported
 * contributor is a new account with the same username).
 */
function normalised(html: string, accounts: Map<string, string>): string {
  let text = canonicalState(html)
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/"nonce":"[^"]*"/g, '"nonce":""')
    .replace(/"requestId":"[^"]*"/g, '"requestId":""')
    .replace(/"(started|fulfilled)TimeStamp":\d+/g, '"$1TimeStamp":0');
  for (const [id, username] of accounts) text = text.replaceAll(id, `user:${username}`);
  return text;
}

/**
 * The dump of the demo site, imported into an empty database with the scripts, renders the same
 * public pages: two app processes, one on each database, answer the same HTML for every public
 * page of the questions, positions, arguments, people and categories.
 */
describe('an open data dump imported into an empty database', () => {
  let source: TestApp;
  let copy: TestApp;
  let dataDir: string;
  const apps: AppProcess[] = [];
  const accounts: Map<string, string>[] = [];
  let pages: string[] = [];
  let deletedTitle = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'opinions-roundtrip-'));
    source = await startTestApp({ dataDir });
    expect(await source.app.get(DemoSeedService).seedIfEmpty()).toBe(true);
    const { agent } = await userWithRole(source, 'admin');
    const [pos] = await source.sql<{ id: string }>('SELECT id FROM positions ORDER BY id LIMIT 1');
    deletedTitle = `A deleted argument ${Date.now()}`;
    const argID = await newArg(agent, pos.id, { title: deletedTitle });
    expect((await deleteArtifact(agent, 'arg', argID)).status).toBe(200);

    const dumped = await script('dump.js', [], {
      DATABASE_URL: source.databaseUrl,
      DATA_DIR: dataDir,
    });
    expect(dumped.stdout).toContain('questions.ndjson.gz: ');
    copy = await startTestApp({ dataDir });
    const imported = await script('import-dump.js', [path.join(dataDir, 'dumps', 'latest')], {
      DATABASE_URL: copy.databaseUrl,
      DATA_DIR: dataDir,
    });
    expect(imported.stdout).toContain('contributor accounts made');

    for (const t of [source, copy]) {
      const users = await t.sql<{ id: string; username: string }>('SELECT id, username FROM users');
      accounts.push(new Map(users.map((u) => [u.id, u.username])));
    }
    const ids = (sql: string) =>
      source.sql<{ id: string }>(sql).then((rows) => rows.map((r) => r.id));
    pages = [
      '/',
      '/encyclopedia',
      '/proponents',
      ...(await ids('SELECT id FROM convos WHERE deleted_at IS NULL')).map((id) => `/c/${id}`),
      ...(await ids('SELECT id FROM convos WHERE deleted_at IS NULL')).map(
        (id) => `/history/c/${id}`,
      ),
      ...(await ids('SELECT id FROM positions WHERE deleted_at IS NULL')).map((id) => `/p/${id}`),
      ...(await ids('SELECT id FROM args WHERE deleted_at IS NULL')).map((id) => `/a/${id}`),
      ...(await ids('SELECT id FROM args WHERE deleted_at IS NULL')).map(
        (id) => `/history/a/${id}`,
      ),
      ...(await ids('SELECT path_alias AS id FROM persons')).map((alias) => `/person/${alias}`),
      ...(await ids('SELECT id FROM categories')).map((id) => `/categories/${id}`),
      ...(await ids('SELECT id FROM tags')).map((id) => `/tags/${id}`),
      ...(await ids('SELECT id FROM articles')).map((id) => `/article/${id}`),
      ...(await ids("SELECT slug AS id FROM artifact_slugs WHERE artifact_type = 'article'")).map(
        (slug) => `/article/${slug}`,
      ),
    ];
    // One after the other: each takes a free port as it starts.
    for (const [i, t] of [source, copy].entries()) {
      apps.push(
        await spawnApp(`roundtrip-${i}`, {
          DATABASE_URL: t.databaseUrl,
          DATA_DIR: dataDir,
          SESSION_SECRET: 'open-data-roundtrip-secret-of-some-length',
          SEED_DEMO: 'false',
          PAGE_CACHE: 'off',
          PUBLIC_URL: 'http://localhost:3000',
        }),
      );
    }
  }, 240_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await copy?.close();
    await source?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('renders the same public pages', async () => {
    expect(pages.length).toBeGreaterThan(40);
    for (const page of pages) {
      const [before, after] = await Promise.all(
        apps.map((app) => request(app.url).get(page).redirects(0)),
      );
      expect(`${page} ${after.status}`).toBe(`${page} ${before.status}`);
      expect(`${page} ${before.status}`).toMatch(/ (200|301|308)$/);
      if (before.status !== 200) {
        expect(after.headers.location).toBe(before.headers.location);
        continue;
      }
      const [a, b] = [normalised(before.text, accounts[0]), normalised(after.text, accounts[1])];
      let at = 0;
      while (at < a.length && a[at] === b[at]) at += 1;
      // The first difference, with some context: the pages are long.
      expect(`${page}: ${b.slice(Math.max(0, at - 200), at + 200)}`).toBe(
        `${page}: ${a.slice(Math.max(0, at - 200), at + 200)}`,
      );
    }
  });

  it('has no deleted content to show', async () => {
    const found = await request(apps[1].url).get('/api/search').query({ q: deletedTitle });
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body)).not.toContain(deletedTitle);
    expect(await copy.sql('SELECT id FROM args WHERE title = $1', [deletedTitle])).toEqual([]);
  });

  it('made contributors accounts that nobody can log in to', async () => {
    const res = await request(apps[1].url)
      .post('/api/login')
      .send({ body: { email: 'editorialteam@imported.invalid', password: '' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
