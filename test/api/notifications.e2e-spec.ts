import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createApp } from '../../backend/src/create-app.js';
import { NotificationFanOut } from '../../backend/src/notification/notification-fan-out.js';
import { expectError, rawPost } from './support/api-checks.js';
import { eventually } from './support/app-processes.js';
import {
  type Agent,
  description,
  editField,
  newArg,
  newConvo,
  newPos,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, testConfig, type TestApp } from './support/test-app.js';

interface Item {
  ID: string;
  Reason: string;
  SubjectType: string;
  SubjectID: string;
  Link: string;
  Count: number;
  Read: boolean;
  Text: string;
  ActorName: string;
}

// The job tests wait for pg-boss's workers and retries.
jest.setTimeout(120_000);

/**
 * Notifications: events recorded with each happening, fanned out to watchers and recipients by
 * the job. This app is web-only (no job workers): the tests fan out by calling the job's work,
 * and the job tests start worker processes of their own on the same database.
 */
describe('notifications', () => {
  let t: TestApp;
  let author: { agent: Agent; uid: string; username: string };
  let watcher: { agent: Agent; uid: string; username: string };
  let other: { agent: Agent; uid: string; username: string };
  let convoID: string;
  let current = '';
  const workers: INestApplication[] = [];

  const fanOut = () => t.app.get(NotificationFanOut).fanOutWaiting();
  const list = async (agent: Agent, query: Record<string, string | number> = {}) => {
    const res = await agent.get('/api/notifications').query(query);
    expect(res.status).toBe(200);
    return res.body as { Notifications: Item[]; Unread: number; Next: string | null };
  };
  const watch = (uid: string, type: string, id: string, level = 'watching', expires?: string) =>
    t.sql(
      `INSERT INTO watches (user_id, target_type, target_id, level, expires_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, target_type, target_id) DO UPDATE SET level = $4, expires_at = $5`,
      [uid, type, id, level, expires ?? null],
    );
  /** An edit of the question's description by `who`. */
  const editConvo = async (who: Agent, id = convoID) => {
    const next = description('Edited');
    const old =
      id === convoID
        ? current
        : (
            await t.sql<{ description: string }>('SELECT description FROM convos WHERE id = $1', [
              id,
            ])
          )[0].description;
    const res = await editField(who, 'convo', id, 'Description', old, next);
    expect(res.status).toBe(200);
    if (id === convoID) current = next;
    return res.body.RevID as string;
  };
  const countFor = async (uid: string, extra = '') =>
    (
      await t.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 ${extra}`,
        [uid],
      )
    )[0].n;
  const readAll = (agent: Agent) => agent.post('/api/notifications/read-all').send({ body: {} });

  beforeAll(async () => {
    t = await startTestApp({ jobQueue: true, jobWorkers: false });
    author = await userWithRole(t);
    watcher = await userWithRole(t);
    other = await userWithRole(t);
    current = description('Original');
    convoID = await newConvo(author.agent, { description: current });
    await fanOut();
  });
  afterAll(async () => {
    for (const app of workers) await app.close().catch(() => undefined);
    await t.close();
  });

  describe('refusals', () => {
    it('needs an account for every endpoint (401)', async () => {
      const anonymous = request(t.http);
      expectError(await anonymous.get('/api/notifications'), 401);
      expectError(
        await anonymous.post('/api/notifications/read').send({ body: { IDs: ['1'] } }),
        401,
      );
      expectError(await anonymous.post('/api/notifications/read-all').send({ body: {} }), 401);
    });

    it('answers Unread 0 to a visitor in /api/me', async () => {
      const me = await request(t.http).get('/api/me').query({ path: '/' });
      expect(me.body.Unread).toBe(0);
    });
  });

  it('an edit notifies each watcher once, never its author, nobody after a watch expired or muted', async () => {
    await watch(watcher.uid, 'convo', convoID);
    await watch(author.uid, 'convo', convoID);
    const expired = await userWithRole(t);
    await watch(expired.uid, 'convo', convoID, 'watching', '2000-01-01T00:00:00Z');
    const muted = await userWithRole(t);
    // Muting the question wins over watching its author.
    await watch(muted.uid, 'user', author.uid);
    await watch(muted.uid, 'convo', convoID, 'muted');
    const tracking = await userWithRole(t);
    await watch(tracking.uid, 'convo', convoID, 'tracking');
    const revID = await editConvo(author.agent);
    await fanOut();
    await fanOut();
    expect(await countFor(watcher.uid)).toBe(1);
    expect(await countFor(author.uid)).toBe(0);
    expect(await countFor(expired.uid)).toBe(0);
    expect(await countFor(muted.uid)).toBe(0);
    expect(await countFor(tracking.uid)).toBe(0);
    const page = await list(watcher.agent);
    expect(page.Unread).toBe(1);
    expect(page.Notifications).toEqual([
      expect.objectContaining({
        Reason: 'edit',
        SubjectType: 'convo',
        SubjectID: convoID,
        Count: 1,
        Read: false,
        ActorName: author.username,
        Link: `/history/c/${convoID}#revision-${revID}`,
      }),
    ]);
    expect(page.Notifications[0].Text).toMatch(new RegExp(`^${author.username} edited “`));
    expect((await watcher.agent.get('/api/me').query({ path: '/' })).body.Unread).toBe(1);
    // A following of the author reaches its follower too (user:<id> is a target of each edit).
    const follower = await userWithRole(t);
    await watch(follower.uid, 'user', author.uid);
    await editConvo(author.agent);
    await fanOut();
    expect(await countFor(follower.uid)).toBe(1);
    expect(await countFor(muted.uid)).toBe(0);
    await readAll(watcher.agent);
  });

  it('reaches the watchers of what an edit lies under (an argument: its position and question)', async () => {
    const posID = await newPos(author.agent, convoID);
    const argID = await newArg(author.agent, posID);
    await fanOut();
    await readAll(watcher.agent);
    const arg = await t.sql<{ title: string }>('SELECT title FROM args WHERE id = $1', [argID]);
    const res = await editField(
      other.agent,
      'arg',
      argID,
      'Title',
      arg[0].title,
      'A retitled argument here',
    );
    expect(res.status).toBe(200);
    await fanOut();
    const page = await list(watcher.agent);
    expect(page.Notifications[0]).toMatchObject({
      Reason: 'edit',
      SubjectType: 'arg',
      SubjectID: argID,
    });
    expect(page.Unread).toBe(1);
    await readAll(watcher.agent);
  });

  it('bundles: three edits make one notification "3 edits to ..."; once read, a new one starts', async () => {
    await readAll(watcher.agent);
    for (let i = 0; i < 3; i++) await editConvo(other.agent);
    await fanOut();
    const page = await list(watcher.agent);
    const unread = page.Notifications.filter((n) => !n.Read);
    expect(unread).toHaveLength(1);
    expect(unread[0]).toMatchObject({ Count: 3, Reason: 'edit' });
    expect(unread[0].Text).toMatch(/^3 edits to “.+”$/);
    const read = await watcher.agent
      .post('/api/notifications/read')
      .send({ body: { IDs: [unread[0].ID] } });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ Unread: 0 });
    await editConvo(other.agent);
    await fanOut();
    const after = await list(watcher.agent);
    expect(after.Notifications.filter((n) => !n.Read)).toEqual([
      expect.objectContaining({ Count: 1 }),
    ]);
    expect(after.Notifications.find((n) => n.ID === unread[0].ID)).toMatchObject({
      Read: true,
      Count: 3,
    });
    await readAll(watcher.agent);
  });

  it('tracking hears comments, not edits; a reply reaches the comment author without a watch; mentions; each reader hears of a comment once', async () => {
    const tracker = await userWithRole(t);
    await watch(tracker.uid, 'convo', convoID, 'tracking');
    // The parent comment's author watches the thread too: told of the reply, not also of a comment.
    await watch(other.uid, 'convo', convoID, 'watching');
    await editConvo(other.agent);
    const first = await other.agent
      .post('/api/comment/new')
      .send({ body: { threadID: convoID, body: 'A first comment' } });
    expect(first.status).toBe(201);
    await fanOut();
    expect((await list(tracker.agent)).Notifications.map((n) => n.Reason)).toEqual(['comment']);
    const reply = await author.agent.post('/api/comment/new').send({
      body: {
        threadID: convoID,
        parentID: first.body.CommentID,
        body: `I disagree, and @${tracker.username} knows why`,
      },
    });
    expect(reply.status).toBe(201);
    await fanOut();
    const others = (await list(other.agent)).Notifications;
    expect(others.filter((n) => n.Reason === 'comment')).toEqual([]);
    expect(others.filter((n) => n.Reason === 'reply')).toEqual([
      expect.objectContaining({
        Count: 1,
        Link: `/c/${convoID}#comment-${reply.body.CommentID}`,
        Text: expect.stringMatching(new RegExp(`^${author.username} replied to your comment on “`)),
      }),
    ]);
    const trackers = (await list(tracker.agent)).Notifications;
    expect(trackers.map((n) => [n.Reason, n.Count])).toEqual(
      expect.arrayContaining([
        ['comment', 1],
        ['mention', 1],
      ]),
    );
    expect(await countFor(author.uid, "AND reason IN ('reply', 'mention', 'comment')")).toBe(1);
    await t.sql('DELETE FROM watches WHERE user_id = $1', [other.uid]);
  });

  it('thanks, a resolved suggestion and a handled report reach their person', async () => {
    const revID = await editConvo(other.agent);
    const thanks = await author.agent
      .post('/api/likerev')
      .send({ body: { objectID: revID, liked: true } });
    expect(thanks.status).toBe(200);
    // Thanks again (idempotent) make no second event.
    await author.agent.post('/api/likerev').send({ body: { objectID: revID, liked: true } });
    await fanOut();
    expect((await list(other.agent)).Notifications.filter((n) => n.Reason === 'thanks')).toEqual([
      expect.objectContaining({ Count: 1, ActorName: author.username }),
    ]);

    const editor = await userWithRole(t, 'editor');
    const suggested = await other.agent.post('/api/req/new').send({
      body: {
        artifactType: 'suggest',
        title: 'Should cities ban cars?',
        issue: 'People keep asking about it.',
      },
    });
    expect(suggested.status).toBe(201);
    const declined = await editor.agent
      .post(`/api/admin/data/reqs/${suggested.body.ReqID}`)
      .send({ body: { data: { Resolution: 'decline' }, previousData: {}, reason: 'Too broad' } });
    expect(declined.status).toBe(200);
    await fanOut();
    expect(
      (await list(other.agent)).Notifications.filter((n) => n.Reason === 'suggestion'),
    ).toEqual([
      expect.objectContaining({
        SubjectID: suggested.body.ReqID,
        Link: `/req/${suggested.body.ReqID}`,
      }),
    ]);

    const mod = await userWithRole(t, 'mod');
    const comment = await author.agent
      .post('/api/comment/new')
      .send({ body: { threadID: convoID, body: 'Something reportable' } });
    for (const reporter of [other, watcher]) {
      const res = await reporter.agent
        .post('/api/comment/report')
        .send({ body: { commentID: comment.body.CommentID, pathname: `/c/${convoID}` } });
      expect(res.status).toBe(200);
    }
    const handled = await mod.agent.post(`/api/admin/data/reports/${comment.body.CommentID}`).send({
      body: { data: { Resolution: 'dismiss' }, previousData: { Resolution: null }, reason: '' },
    });
    expect(handled.status).toBe(200);
    await fanOut();
    for (const reporter of [other, watcher])
      expect(
        (await list(reporter.agent)).Notifications.filter((n) => n.Reason === 'report'),
      ).toEqual([
        expect.objectContaining({ SubjectType: 'comment', SubjectID: comment.body.CommentID }),
      ]);
    expect(await countFor(author.uid, "AND reason = 'report'")).toBe(0);
  });

  it('tells those who rated an earlier version of an argument that it changed', async () => {
    const posID = await newPos(author.agent, convoID);
    const argID = await newArg(author.agent, posID);
    const [{ version }] = await t.sql<{ version: string }>(
      'SELECT version FROM args WHERE id = $1',
      [argID],
    );
    // A signed-in rating of the current version (as the ballot writes it).
    await t.sql(
      `INSERT INTO vote_latest (target_type, target_id, voter_key, question, value, modified, version)
       VALUES ('arg', $1, $2, 'agreement', '4', now(), $3)`,
      [argID, `u:${watcher.uid}`, version],
    );
    const res = await editField(
      other.agent,
      'arg',
      argID,
      'Argument',
      '',
      'A wholly new argument text that says something else entirely, at length, for more than one hundred characters.',
    );
    expect(res.status).toBe(200);
    await fanOut();
    expect((await list(watcher.agent)).Notifications.filter((n) => n.Reason === 'changed')).toEqual(
      [expect.objectContaining({ SubjectID: argID })],
    );
  });

  it('marks read and read-all only the reader’s own', async () => {
    await editConvo(author.agent);
    await fanOut();
    const mine = (await list(watcher.agent)).Notifications.filter((n) => !n.Read);
    expect(mine.length).toBeGreaterThan(0);
    const theirs = await countFor(other.uid, 'AND read_at IS NULL');
    expect(theirs).toBeGreaterThan(0);
    const foreignIds = (
      await t.sql<{ id: string }>(
        'SELECT id FROM notifications WHERE user_id = $1 AND read_at IS NULL',
        [other.uid],
      )
    ).map((r) => r.id);
    const res = await watcher.agent
      .post('/api/notifications/read')
      .send({ body: { IDs: foreignIds } });
    expect(res.status).toBe(200);
    expect(await countFor(other.uid, 'AND read_at IS NULL')).toBe(theirs);
    expect((await readAll(watcher.agent)).body).toEqual({ Unread: 0 });
    expect(await countFor(other.uid, 'AND read_at IS NULL')).toBe(theirs);
    expect((await watcher.agent.get('/api/me').query({ path: '/' })).body.Unread).toBe(0);
  });

  it('pages newest first', async () => {
    const reader = await userWithRole(t);
    const convos: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await newConvo(author.agent);
      convos.push(id);
      await watch(reader.uid, 'convo', id);
      await editConvo(author.agent, id);
    }
    await fanOut();
    const first = await list(reader.agent, { Limit: 2 });
    expect(first.Notifications.map((n) => n.SubjectID)).toEqual([convos[2], convos[1]]);
    const second = await list(reader.agent, { Limit: 2, Before: first.Next! });
    expect(second.Notifications.map((n) => n.SubjectID)).toEqual([convos[0]]);
    expect(second.Next).toBeNull();
  });

  it.each([
    [{ Limit: 0 }, /Limit must be between 1 and 100/],
    [{ Limit: 101 }, /Limit must be between 1 and 100/],
    [{ Limit: 'x' }, /Limit must be a whole number/],
    [{ Before: 'abc' }, /Before must be the ID of a notification/],
    [{ Before: '9'.repeat(40) }, /Before must be the ID of a notification/],
    [{ Before: '12345' }, /Before must be the Next of an earlier page/],
  ])('refuses the page %j with 400', async (query, message) => {
    expectError(await watcher.agent.get('/api/notifications').query(query), 400, message);
  });

  it.each([
    ['{"body":{"IDs":"1"}}', /IDs/],
    ['{"body":{"IDs":[]}}', /at least one/],
    [
      `{"body":{"IDs":${JSON.stringify(Array.from({ length: 101 }, (_, i) => String(i + 1)))}}}`,
      /at most 100/,
    ],
    ['{"body":{"IDs":[1]}}', /IDs must be the ID of a notification/],
    ['{"body":{"IDs":["1\\u0000"]}}', /./],
    ['{"body":{"IDs":["\\ud800"]}}', /./],
    ['{"body":{"IDs":["99999999999999999999"]}}', /IDs must be the ID of a notification/],
    ['{"body":{}}', /IDs/],
    ['"x"', /./],
  ])('refuses the mark-read body %s with 400', async (body, message) => {
    expectError(await rawPost(watcher.agent, '/api/notifications/read', body), 400, message);
  });

  it('notifies 10,000 watchers of one question by one edit’s job', async () => {
    const big = await newConvo(author.agent);
    await fanOut();
    await t.sql(
      `INSERT INTO watches (user_id, target_type, target_id, level)
       SELECT 'bulk' || i, 'convo', $1, 'watching' FROM generate_series(1, 10000) AS i`,
      [big],
    );
    await editConvo(other.agent, big);
    const started = performance.now();
    const { events, notified } = await fanOut();
    const ms = Math.round(performance.now() - started);
    // The figure for the closing note (no timed assertion).
    console.log(
      `Fan-out of one edit to 10,000 watchers: ${ms} ms (${events} event, ${notified} notified)`,
    );
    // And the question's author, who watches what they create (watch_own).
    expect(notified).toBe(10_001);
    const [{ n }] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE subject_id = $1 AND user_id LIKE 'bulk%'`,
      [big],
    );
    expect(n).toBe(10_000);
  });

  it('prunes old fanned events, old read notifications and those beyond a reader’s newest 1,000', async () => {
    await t.sql(`UPDATE notification_events SET created_at = now() - interval '100 days',
                   fanned_at = now() - interval '100 days' WHERE id = (SELECT min(id) FROM notification_events)`);
    await t.sql(`INSERT INTO notifications (user_id, reason, subject_type, subject_id, subject_name, link,
                   first_event_id, last_event_id, read_at, updated_at)
                 SELECT 'pruned', 'edit', 'convo', 'c' || i, 'x', '/', 1, 1,
                        CASE WHEN i = 1 THEN now() - interval '100 days' END, now() - make_interval(secs => i)
                   FROM generate_series(1, 1005) AS i`);
    await t.app.get(NotificationFanOut).prune();
    expect(
      await t.sql(`SELECT 1 FROM notification_events WHERE fanned_at < now() - interval '90 days'`),
    ).toEqual([]);
    expect(await countFor('pruned')).toBe(1000);
    expect(await countFor('pruned', "AND subject_id = 'c1'")).toBe(0);
  });

  describe('the job', () => {
    /** A worker process on the same database (no web). */
    const worker = async () => {
      const app = await createApp({
        config: testConfig({ jobQueue: true, jobWorkers: true }),
        databaseUrl: t.databaseUrl,
        web: false,
        logger: false,
      });
      workers.push(app);
      return app;
    };
    const unreadEdits = (uid: string) =>
      t.sql<{ count: number }>(
        `SELECT count FROM notifications WHERE user_id = $1 AND reason = 'edit' AND subject_id = $2 AND read_at IS NULL`,
        [uid, convoID],
      );

    it('retries a failed fan-out, and loses nothing', async () => {
      await readAll(watcher.agent);
      // The first statement that writes notifications fails, once.
      await t.sql(`CREATE SEQUENCE fail_once`);
      await t.sql(`CREATE FUNCTION fail_once() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF nextval('fail_once') = 1 THEN RAISE EXCEPTION 'the fan-out fails once'; END IF; RETURN NULL; END $$`);
      await t.sql(`CREATE TRIGGER fail_once BEFORE INSERT ON notifications
        FOR EACH STATEMENT EXECUTE FUNCTION fail_once()`);
      const app = await worker();
      await editConvo(author.agent);
      expect(await eventually(async () => (await unreadEdits(watcher.uid)).length === 1, 600)).toBe(
        true,
      );
      const jobs = await t.sql<{ retry_count: number; state: string }>(
        `SELECT retry_count, state FROM pgboss.job WHERE name = 'notification.fan-out' AND retry_count > 0`,
      );
      expect(jobs.length).toBeGreaterThan(0);
      expect((await unreadEdits(watcher.uid))[0].count).toBe(1);
      await t.sql('DROP TRIGGER fail_once ON notifications');
      await app.close();
      workers.splice(workers.indexOf(app), 1);
    });

    it('fans out an event committed while no worker ran, once one starts again', async () => {
      await readAll(watcher.agent);
      // No worker runs now: the event and its job wait in the database.
      await editConvo(author.agent);
      expect(await unreadEdits(watcher.uid)).toEqual([]);
      const [{ waiting }] = await t.sql<{ waiting: number }>(
        'SELECT count(*)::int AS waiting FROM notification_events WHERE fanned_at IS NULL',
      );
      expect(waiting).toBeGreaterThan(0);
      await worker();
      expect(await eventually(async () => (await unreadEdits(watcher.uid)).length === 1, 600)).toBe(
        true,
      );
    });
  });
});
