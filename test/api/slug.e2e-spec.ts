import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ContentKindRegistry } from '../../backend/src/revision/content-kind.registry.js';
import { findPageAddress } from '../../backend/src/slug/slug-address.js';
import { envelope, LONE_SURROGATE, NUL } from './support/hostile-values.js';
import {
  type Agent,
  deleteArtifact,
  editField,
  inboxEntryFor,
  newArg,
  newConvo,
  newPos,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** A valid slug (3 to 66 characters once normalised), unique to this run. */
let serial = 0;
function freshSlug(label = 'slug'): string {
  serial += 1;
  return `${label}-number-${serial}-${Date.now().toString(36)}`;
}

describe('slugs: /api/slug/available, /api/slug/create, /api/slug/get', () => {
  let t: TestApp;
  let user: Agent;
  let editor: Agent;
  let editor2: Agent;
  let mod: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    user = (await userWithRole(t)).agent;
    editor = (await userWithRole(t, 'editor')).agent;
    editor2 = (await userWithRole(t, 'editor')).agent;
    mod = (await userWithRole(t, 'mod')).agent;
  });
  afterAll(() => t.close());

  /** What a page address of this type leads to, as the page reads do (id first, then a slug). */
  const address = (type: string, value: string) =>
    findPageAddress(t.app.get(DataSource).manager, t.app.get(ContentKindRegistry).get(type), value);

  const post = (agent: Agent | null, path: string, body: unknown) =>
    (agent ?? request(t.http)).post(`/api/slug/${path}`).send({ body });
  const raw = (agent: Agent, path: string, body: unknown) =>
    agent.post(`/api/slug/${path}`).set('Content-Type', 'application/json').send(envelope(body));
  const pathCount = async () =>
    (await t.sql<{ n: number }>('SELECT COUNT(*)::int AS n FROM slug_paths'))[0].n;
  const slugRevisions = (id: string) =>
    t.sql<{ action_name: string; diff: unknown; args_json: string }>(
      `SELECT action_name, diff, args_json FROM revisions
        WHERE artifact_type = 'slug' AND artifact_id = $1 ORDER BY created_at`,
      [id],
    );

  function expectError(res: request.Response, status: number, pattern?: RegExp) {
    expect(res.status).toBe(status);
    expect(Object.keys(res.body)).toEqual(['error']);
    expect(typeof res.body.error).toBe('string');
    if (pattern) expect(res.body.error).toMatch(pattern);
  }

  describe('POST /api/slug/available', () => {
    it('refuses anonymous visitors (401) and plain users (403: editors set slugs)', async () => {
      expectError(await post(null, 'available', { slug: freshSlug() }), 401, /log in/);
      expectError(await post(user, 'available', { slug: freshSlug() }), 403, /editor role/);
    });

    it('refuses hostile input with 400 {"error"}', async () => {
      const bodies: unknown[] = [
        {},
        { slug: 1234567890123 },
        { slug: ['abcdefghijklmnopqrstuvwxyz'] },
        { slug: { a: 1 } },
        { slug: null },
        { slug: true },
        { slug: 'a'.repeat(10_000) },
        { slug: freshSlug(), extra: 1 },
      ];
      for (const body of bodies) expectError(await post(editor, 'available', body), 400);
      expectError(
        await raw(editor, 'available', { slug: `abc${NUL}defghijklmnopqrs` }),
        400,
        /NUL/,
      );
      expectError(
        await raw(editor, 'available', { slug: `abc${LONE_SURROGATE}defghijklmnopq` }),
        400,
        /surrogate/,
      );
      expectError(await post(editor, 'available', { slug: 'x'.repeat(301) }), 400, /at most 300/);
    });

    it('answers with the slug as the server normalised it', async () => {
      const res = await post(editor, 'available', { slug: 'Should Voting Be Compulsory?' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ Slug: 'should-votingbecompulsory', Available: true });
    });

    it('says why a slug breaks a rule, without an error', async () => {
      const cases: [string, RegExp][] = [
        ['', /is empty/],
        ['!!! ???', /letter or a digit/],
        ['ab', /at least 3 characters/],
        ['a'.repeat(67), /at most 66/],
      ];
      for (const [slug, reason] of cases) {
        const res = await post(editor, 'available', { slug });
        expect(res.status).toBe(200);
        expect(res.body.Available).toBe(false);
        expect(res.body.Reason).toMatch(reason);
      }
    });
  });

  describe('POST /api/slug/create', () => {
    let convoID: string;
    beforeAll(async () => {
      convoID = await newConvo(user);
    });

    it('refuses anonymous visitors (401) and plain users (403), writing nothing', async () => {
      const body = { slug: freshSlug(), artifactType: 'convo', artifactID: convoID };
      expectError(await post(null, 'create', body), 401);
      expectError(await post(user, 'create', body), 403, /editor role/);
      expect(await pathCount()).toBe(0);
      expect(await slugRevisions(convoID)).toEqual([]);
    });

    it('refuses anonymous visitors before looking at the body', async () => {
      expectError(await post(null, 'create', { slug: ['x'] }), 401);
    });

    it('refuses hostile input with 400 {"error"}', async () => {
      const good = { slug: freshSlug(), artifactType: 'convo', artifactID: convoID };
      const bodies: unknown[] = [
        {},
        { artifactType: 'convo', artifactID: convoID },
        { slug: good.slug, artifactID: convoID },
        { slug: good.slug, artifactType: 'convo' },
        { ...good, slug: 42 },
        { ...good, slug: [good.slug] },
        { ...good, slug: 'b'.repeat(10_000) },
        { ...good, artifactType: ['convo'] },
        { ...good, artifactType: 7 },
        { ...good, artifactID: 123456789012 },
        { ...good, artifactID: [convoID] },
        { ...good, artifactID: 'not an id!' },
        { ...good, artifactID: 'x'.repeat(17) },
        { ...good, revDesc: 5 },
        { ...good, extra: true },
      ];
      for (const body of bodies) expectError(await post(editor, 'create', body), 400);
      expectError(await raw(editor, 'create', { ...good, slug: `${good.slug}${NUL}` }), 400, /NUL/);
      expectError(
        await raw(editor, 'create', { ...good, artifactID: `${convoID}${LONE_SURROGATE}` }),
        400,
        /surrogate/,
      );
      expect(await pathCount()).toBe(0);
    });

    it('refuses artifact types that have no slugs, naming those that do', async () => {
      for (const artifactType of [
        'req',
        'person',
        'category',
        'comment',
        'quote',
        'link',
        'slug',
        '__proto__',
        'Convo',
        '',
      ]) {
        const res = await post(editor, 'create', {
          slug: freshSlug(),
          artifactType,
          artifactID: convoID,
        });
        expectError(res, 400, /artifactType must be one of convo, pos, arg, article, tag\./);
      }
    });

    it('refuses slugs that break the rules once normalised by the server', async () => {
      const cases: [string, RegExp][] = [
        ['', /is empty/],
        ['?!*()', /is empty/],
        ['--- ---', /letter or a digit/],
        ['ab', /at least 3 characters/],
        ['c'.repeat(67), /at most 66 characters/],
        [`${'d'.repeat(60)} ${'e'.repeat(10)}`, /at most 66 characters; it has 71/],
      ];
      for (const [slug, message] of cases) {
        const res = await post(editor, 'create', {
          slug,
          artifactType: 'convo',
          artifactID: convoID,
        });
        expectError(res, 400, message);
      }
      expect(await pathCount()).toBe(0);
    });

    it('refuses unknown and deleted artifacts with 404', async () => {
      const convo = await newConvo(user);
      const pos = await newPos(user, convo);
      const arg = await newArg(user, pos);
      const body = (artifactType: string, artifactID: string) => ({
        slug: freshSlug(),
        artifactType,
        artifactID,
      });
      expectError(
        await post(editor, 'create', body('convo', 'nosuchidxxxx')),
        404,
        /^There is no question with id nosuchidxxxx\.$/,
      );
      // The right id under the wrong type.
      expectError(await post(editor, 'create', body('arg', pos)), 404);
      expectError(await post(editor, 'create', body('tag', convo)), 404);
      expect((await deleteArtifact(editor, 'pos', pos)).status).toBe(200);
      // An argument under a deleted position is gone too.
      expectError(await post(editor, 'create', body('arg', arg)), 404);
      expectError(await post(editor, 'create', body('pos', pos)), 404);
      expect((await deleteArtifact(editor, 'convo', convo)).status).toBe(200);
      expectError(await post(editor, 'create', body('convo', convo)), 404);
      expect(await pathCount()).toBe(0);
    });

    it('refuses a slug that is the id of a page at that level (an address is read as an id first)', async () => {
      // A question whose id looks like a slug (an id of lowercase letters only).
      const id = `q${Date.now().toString(36)}`.slice(0, 12);
      await t.sql(
        `INSERT INTO convos (id, title, description, created_by) VALUES ($1, 'Slug-like id', 'x', 'u')`,
        [id],
      );
      const available = await post(editor, 'available', { slug: id });
      expect(available.body).toMatchObject({ Slug: id, Available: false });
      expect(available.body.Reason).toMatch(/is the id of another page/);
      expectError(
        await post(editor, 'create', { slug: id, artifactType: 'convo', artifactID: convoID }),
        409,
        /is the id of another page/,
      );
      // At another level the same text is no page's address: it may be a position's slug.
      const pos = await newPos(user, convoID);
      const res = await post(editor, 'create', { slug: id, artifactType: 'pos', artifactID: pos });
      expect(res.status).toBe(201);
    });

    it('sets a slug through the write path: SlugCreate revision and inbox entry', async () => {
      const res = await post(editor, 'create', {
        slug: 'Should Voting Be Compulsory Everywhere',
        artifactType: 'convo',
        artifactID: convoID,
        revDesc: 'A readable address',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        Slug: 'should-votingbecompulsoryeverywhere',
        ArtifactType: 'convo',
        ArtifactID: convoID,
        Link: '/c/should-votingbecompulsoryeverywhere',
        RevID: expect.any(String),
      });
      const revisions = await slugRevisions(convoID);
      expect(revisions).toEqual([
        {
          action_name: 'SlugCreate',
          diff: [{ Field: 'Slug', Old: null, New: 'should-votingbecompulsoryeverywhere' }],
          args_json: JSON.stringify({
            slug: 'should-votingbecompulsoryeverywhere',
            artifactType: 'convo',
            artifactID: convoID,
          }),
        },
      ]);
      const entry = await inboxEntryFor(editor, res.body.RevID);
      expect(entry.Kind).toBe('slugAction');
      expect(entry.Revision).toMatchObject({
        ArtifactType: 'slug',
        ArtifactID: convoID,
        ArtifactName: 'should-votingbecompulsoryeverywhere',
        ArtifactLink: '/c/should-votingbecompulsoryeverywhere',
        UserDescription: 'A readable address',
      });
      const got = await post(null, 'get', { artifactID: convoID });
      expect(got.status).toBe(200);
      expect(got.body).toEqual({ Slug: 'should-votingbecompulsoryeverywhere' });
    });

    it('lets mods and admins set slugs too, on positions and arguments', async () => {
      const pos = await newPos(user, convoID);
      const arg = await newArg(user, pos);
      const admin = (await userWithRole(t, 'admin')).agent;
      const a = await post(mod, 'create', {
        slug: freshSlug('pos'),
        artifactType: 'pos',
        artifactID: pos,
      });
      expect(a.status).toBe(201);
      expect(a.body.Link).toMatch(/^\/p\/pos-number-/);
      const b = await post(admin, 'create', {
        slug: freshSlug('arg'),
        artifactType: 'arg',
        artifactID: arg,
      });
      expect(b.status).toBe(201);
      expect(b.body.Link).toMatch(/^\/a\/arg-number-/);
    });

    it('gives a tag a slug at /tags/{slug}', async () => {
      const convo = await newConvo(user);
      const tagName = `Slugtag${Date.now().toString(36)}`;
      expect((await editField(user, 'convo', convo, 'Tags', '', tagName)).status).toBe(200);
      const [tag] = await t.sql<{ id: string }>('SELECT id FROM tags WHERE key = $1', [
        tagName.toLowerCase(),
      ]);
      const slug = freshSlug('tag');
      const res = await post(editor, 'create', { slug, artifactType: 'tag', artifactID: tag.id });
      expect(res.status).toBe(201);
      expect(res.body.Link).toBe(`/tags/${slug}`);
      expect(await address('tag', slug)).toEqual({ id: tag.id, slug });
      expect(await address('tag', tag.id)).toEqual({ id: tag.id, slug });
    });

    it('gives an article a slug at /article/{slug}', async () => {
      const created = await editor
        .post('/api/article/new')
        .send({ body: { title: 'An article with a slug' } });
      expect(created.status).toBe(201);
      const id = created.body.ArticleID as string;
      const slug = freshSlug('article');
      const res = await post(editor, 'create', { slug, artifactType: 'article', artifactID: id });
      expect(res.status).toBe(201);
      expect(res.body.Link).toBe(`/article/${slug}`);
      expect(await address('article', slug)).toEqual({ id, slug });
    });

    it('setting the same slug again changes nothing and writes no revision', async () => {
      const convo = await newConvo(user);
      const slug = freshSlug();
      expect(
        (await post(editor, 'create', { slug, artifactType: 'convo', artifactID: convo })).status,
      ).toBe(201);
      const again = await post(editor2, 'create', {
        slug: slug.toUpperCase(),
        artifactType: 'convo',
        artifactID: convo,
      });
      expect(again.status).toBe(201);
      expect(again.body).toEqual({
        Slug: slug,
        ArtifactType: 'convo',
        ArtifactID: convo,
        Link: `/c/${slug}`,
      });
      expect(await slugRevisions(convo)).toHaveLength(1);
    });

    it('refuses a slug another artifact has, whatever its spelling (409)', async () => {
      const [a, b] = [await newConvo(user), await newConvo(user)];
      const slug = freshSlug('taken');
      expect(
        (await post(editor, 'create', { slug, artifactType: 'convo', artifactID: a })).status,
      ).toBe(201);
      expectError(
        await post(editor2, 'create', { slug, artifactType: 'convo', artifactID: b }),
        409,
        /already taken/,
      );
      // Another level does not make it another slug: slugs are unique across the site.
      const pos = await newPos(user, b);
      expectError(
        await post(editor2, 'create', {
          slug: `${slug.toUpperCase()}!?`,
          artifactType: 'pos',
          artifactID: pos,
        }),
        409,
      );
      expect((await post(editor, 'available', { slug })).body).toEqual({
        Slug: slug,
        Available: false,
      });
      expect((await post(null, 'get', { artifactID: b })).body).toEqual({ Slug: '' });
    });
  });

  describe('changing a slug: old slugs keep leading to the page', () => {
    it('keeps the old slug as a redirect, reserved for its artifact', async () => {
      const convo = await newConvo(user);
      const other = await newConvo(user);
      const first = freshSlug('first');
      const second = freshSlug('second');
      expect(
        (await post(editor, 'create', { slug: first, artifactType: 'convo', artifactID: convo }))
          .status,
      ).toBe(201);
      const change = await post(editor2, 'create', {
        slug: second,
        artifactType: 'convo',
        artifactID: convo,
      });
      expect(change.status).toBe(201);
      expect(change.body.Slug).toBe(second);
      const revisions = await slugRevisions(convo);
      expect(revisions.map((r) => r.action_name)).toEqual(['SlugCreate', 'SlugEditTextField']);
      expect(revisions[1].diff).toEqual([{ Field: 'Slug', Old: first, New: second }]);

      expect((await post(null, 'get', { artifactID: convo })).body).toEqual({ Slug: second });
      expect(await address('convo', convo)).toEqual({ id: convo, slug: second });
      expect(await address('convo', second)).toEqual({ id: convo, slug: second });
      // The old slug still finds the page, and says where its canonical address now is.
      expect(await address('convo', first)).toEqual({ id: convo, slug: second });
      // Nobody else may take the old slug...
      expect((await post(editor, 'available', { slug: first })).body.Available).toBe(false);
      expectError(
        await post(editor, 'create', { slug: first, artifactType: 'convo', artifactID: other }),
        409,
      );
      // ... but its own artifact may take it back.
      const back = await post(editor, 'create', {
        slug: first,
        artifactType: 'convo',
        artifactID: convo,
      });
      expect(back.status).toBe(201);
      expect(await address('convo', second)).toEqual({ id: convo, slug: first });
      expect(await slugRevisions(convo)).toHaveLength(3);
      const paths = await t.sql(
        'SELECT slug FROM slug_paths WHERE artifact_id = $1 ORDER BY slug',
        [convo],
      );
      expect(paths).toEqual(
        [{ slug: first }, { slug: second }].sort((x, y) => x.slug.localeCompare(y.slug)),
      );
    });

    it('an editor can undo a slug change from the inbox (SlugRevert)', async () => {
      const convo = await newConvo(user);
      const [first, second] = [freshSlug('undo-a'), freshSlug('undo-b')];
      await post(editor, 'create', { slug: first, artifactType: 'convo', artifactID: convo });
      const change = await post(editor, 'create', {
        slug: second,
        artifactType: 'convo',
        artifactID: convo,
      });
      const entry = await inboxEntryFor(editor, change.body.RevID);
      const undo = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: entry.InboxID } });
      expect(undo.status).toBe(200);
      expect((await post(null, 'get', { artifactID: convo })).body).toEqual({ Slug: first });
      expect((await slugRevisions(convo)).map((r) => r.action_name)).toEqual([
        'SlugCreate',
        'SlugEditTextField',
        'SlugRevert',
      ]);
      // A slug cannot be removed: undoing its creation is refused.
      const created = (
        await t.sql<{ id: string }>(
          `SELECT id FROM revisions WHERE artifact_type = 'slug' AND artifact_id = $1 AND action_name = 'SlugCreate'`,
          [convo],
        )
      )[0].id;
      const createdEntry = await inboxEntryFor(editor, created);
      expectError(
        await editor
          .post('/api/admin/inbox/undo')
          .send({ body: { inboxID: createdEntry.InboxID } }),
        403,
      );
    });
  });

  describe('GET /api/slug/history and POST /api/slug/edit', () => {
    const editSlug = (agent: Agent | null, artifactID: unknown, action: unknown) =>
      post(agent, 'edit', { artifactID, action });
    const textField = (OldValue: string, NewValue: string) => ({
      ActionName: 'SlugEditTextField',
      ArgsJSON: JSON.stringify({ FieldName: 'Slug', OldValue, NewValue }),
    });

    it('refuses anonymous visitors (401) and plain users (403) to edit, writing nothing', async () => {
      const convo = await newConvo(user);
      const slug = freshSlug('edit');
      await post(editor, 'create', { slug, artifactType: 'convo', artifactID: convo });
      const action = textField(slug, freshSlug('edit'));
      expectError(await editSlug(null, convo, action), 401);
      expectError(await editSlug(user, convo, action), 403, /editor role/);
      expect(await slugRevisions(convo)).toHaveLength(1);
    });

    it('refuses hostile edits with 400 {"error"}', async () => {
      const convo = await newConvo(user);
      const slug = freshSlug('edit');
      await post(editor, 'create', { slug, artifactType: 'convo', artifactID: convo });
      const bad: unknown[] = [
        'SlugEditTextField',
        ['x'],
        { ActionName: 'SlugDelete', ArgsJSON: '{}' },
        { ActionName: 'ConvoEditTextField', ArgsJSON: '{}' },
        { ActionName: 'SlugEditTextField', ArgsJSON: '[]' },
        textField(slug, 'ab'),
        textField(slug, 'z'.repeat(67)),
        {
          ActionName: 'SlugEditTextField',
          ArgsJSON: JSON.stringify({ FieldName: 'Title', OldValue: '', NewValue: 'x' }),
        },
      ];
      for (const action of bad) expectError(await editSlug(editor, convo, action), 400);
      expectError(await editSlug(editor, [convo], textField(slug, freshSlug())), 400);
      expect(await slugRevisions(convo)).toHaveLength(1);
    });

    it('refuses a change to a slug that is the id of a page at that level', async () => {
      const convo = await newConvo(user);
      const slug = freshSlug('edit');
      await post(editor, 'create', { slug, artifactType: 'convo', artifactID: convo });
      const id = `e${Date.now().toString(36)}`.slice(0, 12);
      await t.sql(
        `INSERT INTO convos (id, title, description, created_by) VALUES ($1, 'Slug-like id', 'x', 'u')`,
        [id],
      );
      expectError(
        await editSlug(editor, convo, textField(slug, id.toUpperCase())),
        409,
        /is the id of another page/,
      );
      expect(await slugRevisions(convo)).toHaveLength(1);
    });

    it('changes with OldValue (409 when stale), normalises, and reverts; history lists it all', async () => {
      const convo = await newConvo(user);
      const first = freshSlug('hist-a');
      const created = await post(editor, 'create', {
        slug: first,
        artifactType: 'convo',
        artifactID: convo,
      });
      const second = freshSlug('hist-b');
      const changed = await editSlug(editor, convo, textField(first, `${second.toUpperCase()}!`));
      expect(changed.status).toBe(200);
      expect((await post(null, 'get', { artifactID: convo })).body).toEqual({ Slug: second });
      expectError(
        await editSlug(editor2, convo, textField(first, freshSlug())),
        409,
        /changed by someone else/,
      );
      const reverted = await editSlug(editor2, convo, {
        ActionName: 'SlugRevert',
        ArgsJSON: JSON.stringify({ RevID: created.body.RevID }),
      });
      expect(reverted.status).toBe(200);
      expect((await post(null, 'get', { artifactID: convo })).body).toEqual({ Slug: first });
      const res = await request(t.http).get('/api/slug/history').query({ artifactID: convo });
      expect(res.status).toBe(200);
      expect(res.body.Revisions.map((r: { ActionName: string }) => r.ActionName)).toEqual([
        'SlugRevert',
        'SlugEditTextField',
        'SlugCreate',
      ]);
      expect(res.body.Revisions[1]).toMatchObject({
        ArtifactType: 'slug',
        ArtifactID: convo,
        Diff: [{ Field: 'Slug', Old: first, New: second }],
      });
      // Another page's slug cannot be taken by an edit either.
      const other = await newConvo(user);
      const theirs = freshSlug('theirs');
      await post(editor, 'create', { slug: theirs, artifactType: 'convo', artifactID: other });
      expectError(await editSlug(editor, convo, textField(first, theirs)), 409, /already taken/);
    });

    it('answers 404 for artifacts without a slug, unknown or deleted ones', async () => {
      const plain = await newConvo(user);
      for (const artifactID of [plain, 'nosuchidxxxx']) {
        expectError(await request(t.http).get('/api/slug/history').query({ artifactID }), 404);
        expectError(await editSlug(editor, artifactID, textField('a', freshSlug())), 404);
      }
      const convo = await newConvo(user);
      const slug = freshSlug('deleted');
      await post(editor, 'create', { slug, artifactType: 'convo', artifactID: convo });
      expect((await deleteArtifact(editor, 'convo', convo)).status).toBe(200);
      expectError(await request(t.http).get('/api/slug/history').query({ artifactID: convo }), 404);
      expectError(await editSlug(editor, convo, textField(slug, freshSlug())), 404);
      expectError(
        await request(t.http)
          .get('/api/slug/history')
          .query({ artifactID: ['a', 'b'] }),
        400,
      );
    });
  });

  describe('page addresses (findPageAddress, for the page reads)', () => {
    it('finds an artifact by its slug at its own type only, and never takes an id for a slug', async () => {
      const convo = await newConvo(user);
      const slug = freshSlug('resolve');
      await post(editor, 'create', { slug, artifactType: 'convo', artifactID: convo });
      expect(await address('convo', slug)).toEqual({ id: convo, slug });
      expect(await address('convo', slug.toUpperCase())).toEqual({ id: convo, slug });
      const none = (value: string) => ({ id: value, slug: null });
      expect(await address('arg', slug)).toEqual(none(slug));
      expect(await address('convo', convo)).toEqual({ id: convo, slug });
      // An id spelled in lower case is not a slug of the page (unless it is the id itself).
      const lower = convo.toLowerCase();
      expect(await address('convo', lower)).toEqual(
        lower === convo ? { id: convo, slug } : none(lower),
      );
      const huge = 'x'.repeat(100_000);
      expect(await address('convo', huge)).toEqual(none(huge));
      const unknown = freshSlug('unknown');
      expect(await address('convo', unknown)).toEqual(none(unknown));
      expect(await address('pos', convo)).toEqual(none(convo));
      const plain = await newConvo(user);
      expect(await address('convo', plain)).toEqual({ id: plain, slug: null });
    });
  });

  describe('POST /api/slug/get', () => {
    it('is open to anonymous visitors', async () => {
      const convo = await newConvo(user);
      const res = await post(null, 'get', { artifactID: convo });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ Slug: '' });
    });

    it('refuses hostile input with 400 {"error"}', async () => {
      const convo = await newConvo(user);
      for (const body of [
        {},
        { artifactID: 12 },
        { artifactID: [convo] },
        { artifactID: 'no such id!' },
        { artifactID: convo, slug: 'x' },
      ])
        expectError(await post(null, 'get', body), 400);
      expectError(await raw(user, 'get', { artifactID: `${convo}${NUL}` }), 400, /NUL/);
      expectError(await raw(user, 'get', { artifactID: `${LONE_SURROGATE}` }), 400, /surrogate/);
    });

    it('answers 404 for unknown and deleted artifacts, with or without a slug', async () => {
      expectError(await post(null, 'get', { artifactID: 'nosuchidxxxx' }), 404);
      const convo = await newConvo(user);
      const plain = await newConvo(user);
      await post(editor, 'create', {
        slug: freshSlug('gone'),
        artifactType: 'convo',
        artifactID: convo,
      });
      expect((await deleteArtifact(editor, 'convo', convo)).status).toBe(200);
      expect((await deleteArtifact(editor, 'convo', plain)).status).toBe(200);
      expectError(await post(null, 'get', { artifactID: convo }), 404);
      expectError(await post(null, 'get', { artifactID: plain }), 404);
    });
  });

  describe('races', () => {
    it('two editors taking the same slug for two pages at once: exactly one wins', async () => {
      for (let round = 0; round < 6; round += 1) {
        const [a, b] = [await newConvo(user), await newConvo(user)];
        const slug = freshSlug('race');
        const results = await Promise.all([
          post(editor, 'create', { slug, artifactType: 'convo', artifactID: a }),
          post(editor2, 'create', { slug, artifactType: 'convo', artifactID: b }),
        ]);
        expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
        const loser = results.find((r) => r.status === 409)!;
        expect(Object.keys(loser.body)).toEqual(['error']);
        const winner = results[0].status === 201 ? a : b;
        const rows = await t.sql('SELECT artifact_id FROM slug_paths WHERE slug = $1', [slug]);
        expect(rows).toEqual([{ artifact_id: winner }]);
        const revs = await t.sql<{ n: number }>(
          `SELECT COUNT(*)::int AS n FROM revisions WHERE artifact_type = 'slug' AND artifact_id IN ($1, $2)`,
          [a, b],
        );
        expect(revs[0].n).toBe(1);
      }
    });

    it('two editors giving one page its first slug at once: no error but 409, state consistent', async () => {
      for (let round = 0; round < 4; round += 1) {
        const convo = await newConvo(user);
        const [x, y] = [freshSlug('first-x'), freshSlug('first-y')];
        const results = await Promise.all([
          post(editor, 'create', { slug: x, artifactType: 'convo', artifactID: convo }),
          post(editor2, 'create', { slug: y, artifactType: 'convo', artifactID: convo }),
        ]);
        const statuses = results.map((r) => r.status);
        expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
        expect(statuses).toContain(201);
        const current = (await post(null, 'get', { artifactID: convo })).body.Slug;
        expect([x, y]).toContain(current);
        expect(await slugRevisions(convo)).toHaveLength(statuses.filter((s) => s === 201).length);
        const paths = await t.sql<{ slug: string }>(
          'SELECT slug FROM slug_paths WHERE artifact_id = $1',
          [convo],
        );
        expect(paths.map((p) => p.slug)).toContain(current);
        expect(paths).toHaveLength(statuses.filter((s) => s === 201).length);
      }
    });
  });
});
