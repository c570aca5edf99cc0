import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { WatchExpiry } from '../../backend/src/watch/watch-expiry.js';
import { expectError, uniqueLabel } from './support/api-checks.js';
import { envelope, NUL } from './support/hostile-values.js';
import {
  type Agent,
  deleteArtifact,
  editField,
  newArg,
  newConvo,
  newPos,
  title,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const MAX_WATCHES = 5_000;

interface Member {
  agent: Agent;
  uid: string;
  username: string;
}

describe('watching (/api/watch, /api/watchlist)', () => {
  let t: TestApp;
  /** Writes the content the tests watch, and watches nothing by itself (watch_own off). */
  let author: Member;
  let editor: Member;
  let ada: Member;
  let bob: Member;
  let convoID: string;

  const put = (agent: Agent, body: object) => agent.put('/api/watch').send({ body });
  const watchOf = (agent: Agent, TargetType: string, TargetID: string) =>
    agent.get('/api/watch').query({ TargetType, TargetID });
  const watchOwnOff = (uid: string) =>
    t.sql(
      `INSERT INTO notification_settings (user_id, watch_own) VALUES ($1, false)
       ON CONFLICT (user_id) DO UPDATE SET watch_own = false`,
      [uid],
    );
  const watchRows = (uid: string) =>
    t.sql<{ target_type: string; target_id: string; level: string }>(
      'SELECT target_type, target_id, level FROM watches WHERE user_id = $1 ORDER BY 1, 2',
      [uid],
    );
  let events = 0;
  /** An event as the notifications' writers make it (NotificationEventEntity). */
  async function event(targets: string[], subjectName = uniqueLabel('Subject')): Promise<string> {
    events += 1;
    const [row] = await t.sql<{ id: string }>(
      `INSERT INTO notification_events (reason, audience, actor_id, actor_name, subject_type,
         subject_id, subject_name, link, targets)
       VALUES ('edit', 'change', $1, 'someone', 'convo', $2, $3, $4, $5) RETURNING id`,
      [author.uid, targets[0].split(':')[1], subjectName, `/history/c/x?e=${events}`, targets],
    );
    return String(row.id);
  }

  beforeAll(async () => {
    t = await startTestApp();
    author = await userWithRole(t, 'editor');
    await watchOwnOff(author.uid);
    editor = await userWithRole(t, 'editor');
    ada = await userWithRole(t);
    bob = await userWithRole(t);
    convoID = await newConvo(author.agent);
  });
  afterAll(() => t?.close());

  describe('refusals', () => {
    it('refuses every endpoint to anonymous readers with 401', async () => {
      const anon = request(t.http);
      const target = { TargetType: 'convo', TargetID: convoID };
      expectError(await anon.get('/api/watch').query(target), 401);
      expectError(
        await anon.put('/api/watch').send({ body: { ...target, Level: 'watching' } }),
        401,
      );
      expectError(await anon.delete('/api/watch').query(target), 401);
      expectError(await anon.get('/api/watchlist'), 401);
      expectError(await anon.get('/api/watchlist/changes'), 401);
      expect(await t.sql('SELECT 1 FROM watches WHERE target_id = $1', [convoID])).toEqual([]);
    });

    it.each([
      [
        { TargetType: 'tag', TargetID: 'abc', Level: 'watching' },
        /TargetType must be one of convo, pos/,
      ],
      [{ TargetType: 'convo', TargetID: 'a b', Level: 'watching' }, /TargetID must be an id/],
      [
        { TargetType: 'convo', TargetID: 'x'.repeat(17), Level: 'watching' },
        /TargetID must be an id/,
      ],
      [{ TargetType: 'convo', TargetID: 42, Level: 'watching' }, /TargetID must be an id/],
      [
        { TargetType: 'convo', TargetID: 'abc', Level: 'loud' },
        /Level must be one of watching, tracking, muted/,
      ],
      [
        { TargetType: 'convo', TargetID: 'abc', Level: 'watching', Expiry: 'day' },
        /Expiry must be one of week, month, year/,
      ],
      [{ TargetType: 'convo', TargetID: 'abc' }, /Level is required/],
      [{ TargetID: 'abc', Level: 'muted' }, /TargetType is required/],
      [
        { TargetType: 'convo', TargetID: 'abc', Level: 'muted', UserID: 'x' },
        /Unknown field "UserID"/,
      ],
    ])('refuses the body %j with a 400 naming the field', async (body, message) => {
      expectError(await put(ada.agent, body), 400, message);
    });

    it('refuses hostile queries and bodies with 400', async () => {
      expectError(await watchOf(ada.agent, 'convo', 'x'.repeat(5_000)), 400);
      expectError(await watchOf(ada.agent, 'convo', `ab\u0000c`), 400, /NUL/);
      expectError(await watchOf(ada.agent, 'Convo', convoID), 400, /TargetType/);
      expectError(
        await ada.agent
          .put('/api/watch')
          .set('Content-Type', 'application/json')
          .send(envelope({ TargetType: 'convo', TargetID: `a${NUL}`, Level: 'watching' })),
        400,
        /NUL/,
      );
      expectError(await ada.agent.delete('/api/watch').query({ TargetType: 'user' }), 400);
      expectError(await ada.agent.get('/api/watchlist').query({ Limit: 101 }), 400, /Limit/);
      expectError(await ada.agent.get('/api/watchlist').query({ Offset: -1 }), 400, /Offset/);
      expectError(await ada.agent.get('/api/watchlist').query({ Limit: 'x' }), 400, /Limit/);
      for (const Before of ['0', 'abc', '9'.repeat(30), '-5'])
        expectError(
          await ada.agent.get('/api/watchlist/changes').query({ Before }),
          400,
          /Before must be the Next/,
        );
    });

    it('answers 404 for things that do not exist or are deleted, and watches nothing', async () => {
      const gone = await newConvo(author.agent);
      const posUnderGone = await newPos(author.agent, gone);
      expect((await deleteArtifact(author.agent, 'convo', gone)).status).toBe(200);
      for (const [type, id] of [
        ['convo', 'AAAAAAAAAAAA'],
        ['pos', 'AAAAAAAAAAAA'],
        ['arg', 'AAAAAAAAAAAA'],
        ['person', 'AAAAAAAAAAAA'],
        ['category', 'AAAAAAAAAAAA'],
        ['user', 'AAAAAAAAAAAA'],
        ['convo', gone],
        ['pos', posUnderGone],
      ]) {
        expectError(
          await put(ada.agent, { TargetType: type, TargetID: id, Level: 'watching' }),
          404,
        );
        expectError(await watchOf(ada.agent, type, id), 404);
      }
      expect(await watchRows(ada.uid)).toEqual([]);
    });
  });

  describe('levels, counts and expiry', () => {
    it('watches, tracks and mutes; the count holds watchers and trackers, never who', async () => {
      const id = await newConvo(author.agent);
      const none = await watchOf(ada.agent, 'convo', id);
      expect(none.status).toBe(200);
      expect(none.headers['cache-control']).toBe('private, no-store');
      expect(none.body).toEqual({ Level: null, ExpiresAt: null, Watchers: 0 });

      const watched = await put(ada.agent, {
        TargetType: 'convo',
        TargetID: id,
        Level: 'watching',
      });
      expect(watched.status).toBe(200);
      expect(watched.body).toEqual({ Level: 'watching', ExpiresAt: null, Watchers: 1 });
      // Idempotent: the same again answers the same.
      expect(
        (await put(ada.agent, { TargetType: 'convo', TargetID: id, Level: 'watching' })).body,
      ).toEqual(watched.body);

      const tracked = await put(bob.agent, {
        TargetType: 'convo',
        TargetID: id,
        Level: 'tracking',
        Expiry: null,
      });
      expect(tracked.body).toEqual({ Level: 'tracking', ExpiresAt: null, Watchers: 2 });
      const muted = await put(editor.agent, { TargetType: 'convo', TargetID: id, Level: 'muted' });
      expect(muted.body).toEqual({ Level: 'muted', ExpiresAt: null, Watchers: 2 });

      // Another reader sees the count only: exactly these three fields, no id or name.
      const seen = await watchOf(author.agent, 'convo', id);
      expect(Object.keys(seen.body).sort()).toEqual(['ExpiresAt', 'Level', 'Watchers']);
      expect(seen.body).toEqual({ Level: null, ExpiresAt: null, Watchers: 2 });
      for (const who of [ada, bob, editor])
        for (const word of [who.uid, who.username]) expect(seen.text).not.toContain(word);

      // A level changes in place.
      const changed = await put(ada.agent, { TargetType: 'convo', TargetID: id, Level: 'muted' });
      expect(changed.body).toEqual({ Level: 'muted', ExpiresAt: null, Watchers: 1 });

      const stopped = await bob.agent
        .delete('/api/watch')
        .query({ TargetType: 'convo', TargetID: id });
      expect(stopped.status).toBe(200);
      expect(stopped.body).toEqual({ Level: null, ExpiresAt: null, Watchers: 0 });
      // Stopping again is no error.
      expect(
        (await bob.agent.delete('/api/watch').query({ TargetType: 'convo', TargetID: id })).body,
      ).toEqual({ Level: null, ExpiresAt: null, Watchers: 0 });
    });

    it('watches for a week, a month or a year; an expired watch is not listed nor counted, and the job removes it', async () => {
      const id = await newConvo(author.agent);
      const days = { week: 7, month: 30, year: 365 } as const;
      for (const [Expiry, n] of Object.entries(days)) {
        const before = Date.now();
        const res = await put(ada.agent, {
          TargetType: 'convo',
          TargetID: id,
          Level: 'tracking',
          Expiry,
        });
        expect(res.status).toBe(200);
        const expires = Date.parse(res.body.ExpiresAt);
        expect(expires).toBeGreaterThanOrEqual(before + n * 86_400_000 - 60_000);
        expect(expires).toBeLessThanOrEqual(Date.now() + n * 86_400_000 + 60_000);
      }
      // A new level without Expiry keeps the end; Expiry null makes it for good.
      const kept = await put(ada.agent, { TargetType: 'convo', TargetID: id, Level: 'muted' });
      expect(kept.body.Level).toBe('muted');
      expect(Date.parse(kept.body.ExpiresAt)).toBeGreaterThan(Date.now() + 300 * 86_400_000);
      expect(
        (await put(ada.agent, { TargetType: 'convo', TargetID: id, Level: 'muted', Expiry: null }))
          .body.ExpiresAt,
      ).toBeNull();
      await put(ada.agent, { TargetType: 'convo', TargetID: id, Level: 'muted', Expiry: 'week' });
      // Set for good again.
      expect(
        (
          await put(ada.agent, {
            TargetType: 'convo',
            TargetID: id,
            Level: 'tracking',
            Expiry: null,
          })
        ).body.ExpiresAt,
      ).toBeNull();
      await put(ada.agent, {
        TargetType: 'convo',
        TargetID: id,
        Level: 'watching',
        Expiry: 'week',
      });
      expect(
        (await ada.agent.get('/api/watchlist')).body.Watches.map(
          (w: { TargetID: string }) => w.TargetID,
        ),
      ).toContain(id);

      await t.sql(
        `UPDATE watches SET expires_at = now() - interval '1 minute' WHERE user_id = $1 AND target_id = $2`,
        [ada.uid, id],
      );
      expect((await watchOf(ada.agent, 'convo', id)).body).toEqual({
        Level: null,
        ExpiresAt: null,
        Watchers: 0,
      });
      const list = (await ada.agent.get('/api/watchlist')).body;
      expect(list.Watches.map((w: { TargetID: string }) => w.TargetID)).not.toContain(id);

      expect(await t.app.get(WatchExpiry).run()).toBeGreaterThanOrEqual(1);
      expect(await t.sql('SELECT 1 FROM watches WHERE target_id = $1', [id])).toEqual([]);
    });

    it('names a user by username as well as by id (a public profile shows no id)', async () => {
      const watcher = await userWithRole(t);
      const byName = await put(watcher.agent, {
        TargetType: 'user',
        Username: bob.username.toUpperCase(),
        Level: 'tracking',
      });
      expect(byName.body).toEqual({ Level: 'tracking', ExpiresAt: null, Watchers: 1 });
      expect((await watchOf(watcher.agent, 'user', bob.uid)).body.Level).toBe('tracking');
      expect(
        (
          await watcher.agent
            .get('/api/watch')
            .query({ TargetType: 'user', Username: bob.username })
        ).body.Level,
      ).toBe('tracking');
      expectError(
        await watcher.agent
          .get('/api/watch')
          .query({ TargetType: 'user', Username: 'nobody_here' }),
        404,
      );
      expectError(
        await watcher.agent
          .get('/api/watch')
          .query({ TargetType: 'convo', Username: bob.username }),
        400,
        /TargetID is required/,
      );
      expect(
        (
          await watcher.agent
            .delete('/api/watch')
            .query({ TargetType: 'user', Username: bob.username })
        ).body,
      ).toEqual({ Level: null, ExpiresAt: null, Watchers: 0 });
    });

    it('keeps one watch when the same PUT arrives many times at once', async () => {
      const id = await newConvo(author.agent);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          put(ada.agent, {
            TargetType: 'convo',
            TargetID: id,
            Level: i % 2 ? 'watching' : 'tracking',
          }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(12).fill(200));
      const rows = await t.sql('SELECT level FROM watches WHERE user_id = $1 AND target_id = $2', [
        ada.uid,
        id,
      ]);
      expect(rows).toHaveLength(1);
      expect((await watchOf(ada.agent, 'convo', id)).body.Watchers).toBe(1);
    });
  });

  describe('the watchlist', () => {
    it('lists every kind of thing by name with its reader page, newest first, paged', async () => {
      const reader = await userWithRole(t);
      const convo = await newConvo(author.agent, { title: title('Watched question') });
      const pos = await newPos(author.agent, convo);
      const arg = await newArg(author.agent, pos);
      const person = await author.agent
        .post('/api/person/new')
        .send({ body: { name: uniqueLabel('Watched person') } });
      const category = await author.agent
        .post('/api/category/new')
        .send({ body: { title: uniqueLabel('Watched category') } });
      expect(person.status).toBe(201);
      expect(category.status).toBe(201);
      const targets: [string, string][] = [
        ['convo', convo],
        ['pos', pos],
        ['arg', arg],
        ['person', person.body.Person.PersonID],
        ['category', category.body.CategoryID],
        ['user', ada.uid],
      ];
      for (const [TargetType, TargetID] of targets) {
        const res = await put(reader.agent, { TargetType, TargetID, Level: 'watching' });
        expect(res.status).toBe(200);
      }
      const all = await reader.agent.get('/api/watchlist');
      expect(all.status).toBe(200);
      expect(all.headers['cache-control']).toBe('private, no-store');
      expect(all.body.Total).toBe(6);
      const byType = Object.fromEntries(
        all.body.Watches.map((w: { TargetType: string }) => [w.TargetType, w]),
      );
      expect(byType.convo).toMatchObject({
        TargetID: convo,
        Path: `/c/${convo}`,
        Level: 'watching',
        ExpiresAt: null,
      });
      expect(byType.convo.Name).toMatch(/^Watched question/);
      expect(byType.pos.Path).toBe(`/p/${pos}`);
      expect(byType.arg.Path).toBe(`/a/${arg}`);
      expect(byType.person).toMatchObject({
        Name: person.body.Person.Name,
        Path: person.body.Person.Link,
      });
      expect(byType.category.Path).toBe(`/categories/${category.body.CategoryID}`);
      expect(byType.user).toMatchObject({
        Name: ada.username,
        Path: `/u/${ada.username.toLowerCase()}`,
      });

      const first = (await reader.agent.get('/api/watchlist').query({ Offset: 0, Limit: 4 })).body;
      const rest = (await reader.agent.get('/api/watchlist').query({ Offset: 4, Limit: 4 })).body;
      expect(first.Watches).toHaveLength(4);
      expect(rest.Watches).toHaveLength(2);
      expect(rest.Total).toBe(6);
      expect([...first.Watches, ...rest.Watches]).toEqual(all.body.Watches);

      // A deleted thing stays listed (to be let go of) with its name.
      expect((await deleteArtifact(author.agent, 'arg', arg)).status).toBe(200);
      const after = (await reader.agent.get('/api/watchlist')).body;
      expect(after.Total).toBe(6);
      expect(
        (await reader.agent.delete('/api/watch').query({ TargetType: 'arg', TargetID: arg }))
          .status,
      ).toBe(200);
      expect((await reader.agent.get('/api/watchlist')).body.Total).toBe(5);

      // Each reader sees only their own.
      const other = (await bob.agent.get('/api/watchlist')).body;
      expect(other.Watches.map((w: { TargetID: string }) => w.TargetID)).not.toContain(convo);
    });

    it('lists recent changes to what is watched or tracked, never muted or expired things, newest first, paged', async () => {
      const reader = await userWithRole(t);
      const [watched, tracked, muted, expired, other] = await Promise.all(
        Array.from({ length: 5 }, () => newConvo(author.agent)),
      );
      await put(reader.agent, { TargetType: 'convo', TargetID: watched, Level: 'watching' });
      await put(reader.agent, { TargetType: 'convo', TargetID: tracked, Level: 'tracking' });
      await put(reader.agent, { TargetType: 'convo', TargetID: muted, Level: 'muted' });
      await put(reader.agent, {
        TargetType: 'convo',
        TargetID: expired,
        Level: 'watching',
        Expiry: 'week',
      });
      await t.sql(
        `UPDATE watches SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND target_id = $2`,
        [reader.uid, expired],
      );
      // The creations' own events (from the notifications' producers) set aside: the test writes its own.
      await t.sql('DELETE FROM notification_events');

      expect((await reader.agent.get('/api/watchlist/changes')).body).toEqual({
        Changes: [],
        Next: null,
      });
      const e1 = await event([`convo:${watched}`]);
      await event([`convo:${muted}`]);
      const e3 = await event(
        [`arg:zzz`, `pos:yyy`, `convo:${tracked}`],
        'Under the tracked question',
      );
      await event([`convo:${expired}`]);
      await event([`convo:${other}`]);
      const e6 = await event([`convo:${watched}`]);

      const page1 = await reader.agent.get('/api/watchlist/changes').query({ Limit: 2 });
      expect(page1.status).toBe(200);
      expect(page1.headers['cache-control']).toBe('private, no-store');
      expect(page1.body.Changes.map((c: { ID: string }) => c.ID)).toEqual([e6, e3]);
      expect(page1.body.Changes[1]).toEqual({
        ID: e3,
        Reason: 'edit',
        ActorName: 'someone',
        SubjectType: 'convo',
        SubjectID: 'zzz',
        SubjectName: 'Under the tracked question',
        Link: expect.stringMatching(/^\/history\/c\/x/),
        CreatedAt: expect.any(String),
      });
      expect(page1.body.Next).toBe(e3);
      const page2 = await reader.agent
        .get('/api/watchlist/changes')
        .query({ Limit: 2, Before: page1.body.Next });
      expect(page2.body).toEqual({ Changes: [expect.objectContaining({ ID: e1 })], Next: null });

      // Nobody else sees them.
      expect(
        (await bob.agent.get('/api/watchlist/changes')).body.Changes.map(
          (c: { ID: string }) => c.ID,
        ),
      ).not.toContain(e1);
    });

    it('holds at most 5,000 watches a reader: one more is refused with 409, a change of level is not', async () => {
      const reader = await userWithRole(t);
      const id = await newConvo(author.agent);
      await put(reader.agent, { TargetType: 'convo', TargetID: id, Level: 'watching' });
      await t.sql(
        `INSERT INTO watches (user_id, target_type, target_id, level)
         SELECT $1, 'user', 'u' || n, 'watching' FROM generate_series(1, $2::int) n`,
        [reader.uid, MAX_WATCHES - 1],
      );
      const another = await newConvo(author.agent);
      expectError(
        await put(reader.agent, { TargetType: 'convo', TargetID: another, Level: 'watching' }),
        409,
        /5000 things, the most one can/,
      );
      expect(
        (await put(reader.agent, { TargetType: 'convo', TargetID: id, Level: 'muted' })).status,
      ).toBe(200);
      // The list of changes takes all of them as one array.
      expect((await reader.agent.get('/api/watchlist/changes')).status).toBe(200);
      expect((await reader.agent.get('/api/watchlist')).body.Total).toBe(MAX_WATCHES);
      // Writing does not add past the cap either.
      await editField(
        reader.agent,
        'convo',
        another,
        'Title',
        (await t.sql<{ title: string }>('SELECT title FROM convos WHERE id = $1', [another]))[0]
          .title,
        title('Capped edit'),
      );
      expect(
        await t.sql('SELECT 1 FROM watches WHERE user_id = $1 AND target_id = $2', [
          reader.uid,
          another,
        ]),
      ).toEqual([]);

      await reader.agent.delete('/api/watch').query({ TargetType: 'convo', TargetID: id });
      expect(
        (await put(reader.agent, { TargetType: 'convo', TargetID: another, Level: 'watching' }))
          .status,
      ).toBe(200);
    });
  });

  describe('watching what one writes', () => {
    it('watches what one creates and edits, unless the setting is off, and never overrides a chosen level', async () => {
      const writer = await userWithRole(t, 'editor');
      const convo = await newConvo(writer.agent);
      const pos = await newPos(writer.agent, convo);
      expect(await watchRows(writer.uid)).toEqual(
        [
          { target_type: 'convo', target_id: convo, level: 'watching' },
          { target_type: 'pos', target_id: pos, level: 'watching' },
        ].sort((a, b) => a.target_type.localeCompare(b.target_type)),
      );

      // An edit of another's question.
      const theirs = await newConvo(author.agent, { title: title('Edited question') });
      const [{ title: old }] = await t.sql<{ title: string }>(
        'SELECT title FROM convos WHERE id = $1',
        [theirs],
      );
      expect(
        (await editField(ada.agent, 'convo', theirs, 'Title', old, title('Ada edited'))).status,
      ).toBe(200);
      expect((await watchOf(ada.agent, 'convo', theirs)).body.Level).toBe('watching');

      // A muted thing stays muted after an edit.
      await put(bob.agent, { TargetType: 'convo', TargetID: theirs, Level: 'muted' });
      const [{ title: now }] = await t.sql<{ title: string }>(
        'SELECT title FROM convos WHERE id = $1',
        [theirs],
      );
      expect(
        (await editField(bob.agent, 'convo', theirs, 'Title', now, title('Bob edited'))).status,
      ).toBe(200);
      expect((await watchOf(bob.agent, 'convo', theirs)).body.Level).toBe('muted');

      // With the setting off: neither a creation nor an edit adds a watch.
      const quiet = await userWithRole(t, 'editor');
      await watchOwnOff(quiet.uid);
      const made = await newConvo(quiet.agent);
      const [{ title: last }] = await t.sql<{ title: string }>(
        'SELECT title FROM convos WHERE id = $1',
        [theirs],
      );
      expect(
        (await editField(quiet.agent, 'convo', theirs, 'Title', last, title('Quiet edit'))).status,
      ).toBe(200);
      expect(made).toEqual(expect.any(String));
      expect(await watchRows(quiet.uid)).toEqual([]);
    });
  });
});
