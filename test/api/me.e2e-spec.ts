import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createApp } from '../../backend/src/create-app.js';
import { eventually as pollUntil, sleep } from './support/app-processes.js';
import { newArg, newConvo, newPos, userWithRole, type Agent } from './support/opinion-map.js';
import { signup, startTestApp, testConfig, type TestApp } from './support/test-app.js';

/** Notices crossing processes: polled for up to about 8 s. */
const eventually = (check: () => Promise<boolean>) => pollUntil(check, 160);

/** What anyone may do without an account: vote (capabilities.e2e-spec checks each flag). */
const ANONYMOUS_CAN = {
  Kinds: expect.objectContaining({ vote: { Create: true, Read: false } }),
  Console: [],
};
const ANONYMOUS = { User: null, CanEdit: false, Votes: [], Unread: 0, Can: ANONYMOUS_CAN };

/** Every flag of a Can, as "kind.Flag" (fields as "kind.Fields.Name"), with its value. */
function flagsOf(can: { Kinds: Record<string, Record<string, unknown>> }): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(can.Kinds).flatMap(([kind, flags]) =>
      Object.entries(flags).flatMap(([flag, value]) =>
        flag === 'Fields'
          ? Object.entries(value as object).map(([field, v]) => [`${kind}.Fields.${field}`, v])
          : [[`${kind}.${flag}`, value]],
      ),
    ),
  );
}

/** A first anonymous vote gets 428 and the voter cookie; the agent sends it again with it. */
async function voteAnonymously(agent: Agent, url: string, body: object): Promise<void> {
  const first = await agent.post(url).send({ body });
  expect(first.status).toBe(428);
  expect((await agent.post(url).send({ body })).status).toBe(200);
}

describe('GET /api/me', () => {
  let t: TestApp;
  let author: Agent;
  let convoId: string;
  let posId: string;
  let argId: string;

  beforeAll(async () => {
    t = await startTestApp({ sessionCache: true });
    ({ agent: author } = await userWithRole(t));
    convoId = await newConvo(author);
    posId = await newPos(author, convoId);
    argId = await newArg(author, posId);
  });
  afterAll(async () => {
    await t.close();
  });

  const me = (agent: Agent | null, path: string) =>
    (agent ?? request(t.http)).get('/api/me').query({ path });

  it('refuses a missing, malformed or oversized path, and unknown parameters, with 400', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{}, /path/],
      [{ path: 'c/abc' }, /path must be a page path/],
      [{ path: '/c/a b' }, /path must be a page path/],
      [{ path: '/c/abc?x=1' }, /path must be a page path/],
      [{ path: '/c/\u0007' }, /path/],
      [{ path: `/${'a'.repeat(2048)}` }, /at most 2048/],
      [{ path: '/c/abc', other: '1' }, /other/],
    ];
    for (const [query, message] of cases) {
      const res = await request(t.http).get('/api/me').query(query);
      expect([query, res.status]).toEqual([query, 400]);
      expect(res.body.error).toMatch(message);
    }
    const repeated = await request(t.http).get('/api/me?path=/c/abc&path=/c/abd');
    expect(repeated.status).toBe(400);
  });

  it('treats forged session and voter cookies as no cookie at all', async () => {
    const res = await request(t.http)
      .get('/api/me')
      .query({ path: `/c/${convoId}` })
      .set('Cookie', 'opinions.sid=s%3Aforged.c2lnbmF0dXJl; opinions.voter=AAAAAAAAAAAA.Zm9yZ2Vk');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(ANONYMOUS);
  });

  it('answers an anonymous reader with nothing personal, never to be stored', async () => {
    for (const path of [`/c/${convoId}`, '/encyclopedia', '/']) {
      const res = await me(null, path);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toEqual(ANONYMOUS);
    }
  });

  it('gives a signed-in reader their account and edit rights on content pages only', async () => {
    const { agent, uid, username } = await userWithRole(t);
    for (const path of [`/c/${convoId}`, `/edit/p/${posId}`, `/a/${argId}`]) {
      const res = await me(agent, path);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toMatchObject({ User: { uid, username, role: 'user' }, CanEdit: true });
    }
    for (const path of ['/encyclopedia', '/yourtake', '/c/not an id', '/history/convo/x']) {
      const res = await me(agent, encodeURI(path));
      expect(res.body).toMatchObject({ User: { uid }, CanEdit: false, Votes: [] });
    }
  });

  it("gives a voter their own answers on the page's vote widgets, and nobody else's", async () => {
    const { agent } = await userWithRole(t);
    expect((await me(agent, `/c/${convoId}`)).body.Votes).toEqual([]);
    await agent
      .post('/api/yourtakeconvo/submit')
      .send({ body: { convoID: convoId, value: posId } })
      .expect(200);
    await agent
      .post('/api/yourtake/submit')
      .send({ body: { argID: argId, question: 'agreement', value: '2' } })
      .expect(200);
    await agent
      .post('/api/yourtake/submit')
      .send({ body: { argID: argId, question: 'convincing', value: 'The second part' } })
      .expect(200);

    expect((await me(agent, `/c/${convoId}`)).body.Votes).toEqual([
      { TargetType: 'convo', TargetID: convoId, Question: 'position', Value: posId },
    ]);
    expect((await me(agent, `/a/${argId}`)).body.Votes).toEqual([
      {
        TargetType: 'arg',
        TargetID: argId,
        Question: 'agreement',
        Value: '2',
        Version: expect.any(String),
      },
      {
        TargetType: 'arg',
        TargetID: argId,
        Question: 'convincing',
        Value: 'The second part',
        Version: expect.any(String),
      },
    ]);
    expect((await me(agent, `/p/${posId}`)).body.Votes).toEqual([]);
    // A new vote shows at once (the in-memory answers of this process are forgotten).
    await agent
      .post('/api/yourtake/submit')
      .send({ body: { argID: argId, question: 'agreement', value: '5' } })
      .expect(200);
    expect((await me(agent, `/a/${argId}`)).body.Votes[0]).toMatchObject({ Value: '5' });

    const other = (await userWithRole(t)).agent;
    expect((await me(other, `/a/${argId}`)).body.Votes).toEqual([]);
    expect((await me(null, `/a/${argId}`)).body.Votes).toEqual([]);
  });

  it('gives an anonymous voter (voter cookie) their answers, which follow them when they sign up', async () => {
    const agent = t.agent();
    await voteAnonymously(agent, '/api/yourtakeconvo/submit', { convoID: convoId, value: posId });
    const anonymous = await me(agent, `/c/${convoId}`);
    expect(anonymous.body).toEqual({
      User: null,
      CanEdit: false,
      Votes: [{ TargetType: 'convo', TargetID: convoId, Question: 'position', Value: posId }],
      Unread: 0,
      Can: ANONYMOUS_CAN,
    });
    const { uid } = await signup(agent);
    const signedIn = await me(agent, `/c/${convoId}`);
    expect(signedIn.body.User.uid).toBe(uid);
    expect(signedIn.body.Votes).toEqual(anonymous.body.Votes);
  });

  it('keeps sessions in memory: a signed-in call costs no database read of the session', async () => {
    const { agent, uid } = await userWithRole(t);
    expect((await me(agent, '/')).body.User.uid).toBe(uid);
    // Signing up sends notices of its own (the login updates rows); one heard after the call
    // above would forget the session again. Let them arrive, then read it into memory again.
    await sleep(500);
    expect((await me(agent, '/')).body.User.uid).toBe(uid);
    // Remove the session behind the app's back (no trigger, so no notice): memory still has it.
    await t.sql(`BEGIN; SET LOCAL session_replication_role = replica;
      DELETE FROM session WHERE sess #>> '{passport,user}' = '${uid}'; COMMIT`);
    expect((await me(agent, '/')).body.User?.uid).toBe(uid);
    // A notice (what every real change sends) makes it read the store again.
    await t.sql(`SELECT pg_notify('personal_changed', 'user:${uid}')`);
    expect(await eventually(async () => (await me(agent, '/')).body.User === null)).toBe(true);
  });

  it('forgets a session at once on logout, and an old role at once on a role change', async () => {
    const { agent, uid } = await userWithRole(t);
    const { agent: admin } = await userWithRole(t, 'admin');
    expect((await me(agent, '/')).body.User.role).toBe('user');
    await admin
      .post('/api/admin/users/setrole')
      .send({ body: { uid, role: 'editor' } })
      .expect(200);
    expect((await me(agent, '/')).body.User.role).toBe('editor');

    const cookie = (await agent.post('/api/logout').send({ body: {} })).status;
    expect(cookie).toBe(200);
    expect((await me(agent, '/')).body).toEqual({ ...ANONYMOUS, Votes: [] });
  });

  describe('Can: what the reader may do', () => {
    it('tells an anonymous visitor only what anyone may do, and opens no console', async () => {
      const { Can } = (await me(null, '/admin')).body;
      const allowed = Object.entries(flagsOf(Can)).filter(([, value]) => value !== false);
      expect(allowed).toEqual([['vote.Create', true]]);
      expect(Can.Console).toEqual([]);
    });

    it('answers the same on every page, from memory as through the framework', async () => {
      const { agent } = await userWithRole(t, 'editor');
      const first = (await me(agent, '/')).body.Can;
      await sleep(500);
      for (const path of ['/', `/c/${convoId}`, '/admin', `/edit/a/${argId}`])
        expect((await me(agent, path)).body.Can).toEqual(first);
      expect(first.Kinds.category).toEqual({
        Create: true,
        Edit: true,
        Delete: true,
        Revert: true,
        SeeDeleted: false,
      });
    });

    it('gives the console its user and the resources the role may use', async () => {
      const names = async (agent: Agent) =>
        ((await me(agent, '/admin')).body.Can.Console as { Name: string }[]).map((r) => r.Name);
      const editorOnes = [
        'categories',
        'articles',
        'reqs',
        'people',
        'tags',
        'audit',
        'order-effects',
      ];
      expect(await names((await userWithRole(t)).agent)).toEqual([]);
      const editor = await userWithRole(t, 'editor');
      const answer = (await me(editor.agent, '/admin')).body;
      expect(answer.User).toMatchObject({ uid: editor.uid, role: 'editor' });
      expect(answer.Can.Console.map((r: { Name: string }) => r.Name).sort()).toEqual(
        [...editorOnes].sort(),
      );
      expect(answer.Can.Console).toContainEqual({
        Name: 'audit',
        List: true,
        Create: false,
        Update: false,
        Delete: false,
      });
      const mod = await names((await userWithRole(t, 'mod')).agent);
      expect(mod.sort()).toEqual([...editorOnes, 'reports'].sort());
      const admin = await names((await userWithRole(t, 'admin')).agent);
      expect(admin.sort()).toEqual([...editorOnes, 'reports', 'users', 'jobs'].sort());
    });

    it("follows a role change at once (the reader's session is read again)", async () => {
      const { agent, uid } = await userWithRole(t);
      const { agent: admin } = await userWithRole(t, 'admin');
      expect((await me(agent, '/')).body.Can.Kinds.link.Delete).toBe(false);
      await admin
        .post('/api/admin/users/setrole')
        .send({ body: { uid, role: 'mod' } })
        .expect(200);
      const { Can } = (await me(agent, '/')).body;
      expect(Can.Kinds.link.Delete).toBe(true);
      expect(Can.Console.map((r: { Name: string }) => r.Name)).toContain('reports');
    });
  });
});

describe('GET /api/me across two app processes', () => {
  let t: TestApp;
  let other: INestApplication;

  beforeAll(async () => {
    t = await startTestApp({ sessionCache: true });
    other = await createApp({
      config: testConfig({ sessionCache: true }),
      databaseUrl: t.databaseUrl,
      web: false,
      logger: false,
    });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  /** The same browser's cookie, sent to the other process. */
  const meThere = (cookie: string) =>
    request(other.getHttpServer()).get('/api/me').query({ path: '/' }).set('Cookie', cookie);

  async function signedIn(role: 'user' | 'admin' = 'user') {
    const agent = t.agent();
    const res = await agent.post('/api/signup').send({
      body: {
        email: `p${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.org`,
        username: `p${Math.random().toString(36).slice(2, 12)}`,
        password: 'a perfectly long passphrase',
      },
    });
    expect(res.status).toBe(201);
    const uid = res.body.User.uid as string;
    if (role !== 'user') await t.sql('UPDATE users SET role = $2 WHERE id = $1', [uid, role]);
    const cookie = (res.headers['set-cookie'] as unknown as string[])
      .map((c) => c.split(';')[0])
      .join('; ');
    return { agent, uid, cookie };
  }

  it('ends a session in the other process when the reader logs out in this one', async () => {
    const { agent, uid, cookie } = await signedIn();
    // The other process now has the session in memory.
    expect((await meThere(cookie)).body.User.uid).toBe(uid);
    expect((await meThere(cookie)).body.User.uid).toBe(uid);
    await agent.post('/api/logout').send({ body: {} }).expect(200);
    expect(await eventually(async () => (await meThere(cookie)).body.User === null)).toBe(true);
  });

  it('shows a role changed in one process in the other', async () => {
    const { uid, cookie } = await signedIn();
    const { agent: admin } = await signedIn('admin');
    expect((await meThere(cookie)).body.User.role).toBe('user');
    await admin
      .post('/api/admin/users/setrole')
      .send({ body: { uid, role: 'mod' } })
      .expect(200);
    expect(await eventually(async () => (await meThere(cookie)).body.User?.role === 'mod')).toBe(
      true,
    );
  });

  it('shows a vote cast in one process in the other', async () => {
    const { agent, cookie } = await signedIn();
    const convoId = await newConvo(agent);
    const posId = await newPos(agent, convoId);
    const there = () =>
      request(other.getHttpServer())
        .get('/api/me')
        .query({ path: `/c/${convoId}` })
        .set('Cookie', cookie);
    expect((await there()).body.Votes).toEqual([]);
    await agent
      .post('/api/yourtakeconvo/submit')
      .send({ body: { convoID: convoId, value: posId } })
      .expect(200);
    expect(await eventually(async () => (await there()).body.Votes[0]?.Value === posId)).toBe(true);
  });
});
