import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { type Agent, newConvo, userWithRole } from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Account = { agent: Agent; uid: string; username: string };
type Report = Record<string, unknown> & { id: string };

const BASE = '/api/admin/data/reports';

/**
 * Comment reports in the console (resource 'reports', mods and admins): one record per reported
 * comment; dismissing resolves its reports, deleting removes the comment with reason moderator;
 * both are audited, and each report is resolved once.
 */
describe('console reports', () => {
  let t: TestApp;
  let admin: Account;
  let mod: Account;
  let mod2: Account;
  let editor: Account;
  let troll: Account;
  let reporters: Account[];
  let convoID: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await userWithRole(t, 'admin');
    mod = await userWithRole(t, 'mod');
    mod2 = await userWithRole(t, 'mod');
    editor = await userWithRole(t, 'editor');
    troll = await userWithRole(t, 'user');
    reporters = [
      await userWithRole(t, 'user'),
      await userWithRole(t, 'user'),
      await userWithRole(t, 'user'),
    ];
    convoID = await newConvo(troll.agent, { title: 'Is moderation ever fair?' });
  });
  afterAll(() => t.close());

  async function comment(body: string): Promise<string> {
    const res = await troll.agent
      .post('/api/comment/new')
      .send({ body: { threadID: convoID, body } });
    expect(res.status).toBe(201);
    return res.body.CommentID as string;
  }

  async function report(commentID: string, ...by: Account[]): Promise<void> {
    for (const reporter of by) {
      const res = await reporter.agent
        .post('/api/comment/report')
        .send({ body: { commentID, pathname: `/c/${convoID}#${commentID}` } });
      expect(res.status).toBe(200);
    }
  }

  async function list(filter: Record<string, unknown> = {}, who: Account = mod) {
    const res = await who.agent.get(BASE).query({
      perPage: 100,
      ...(Object.keys(filter).length ? { filter: JSON.stringify(filter) } : {}),
    });
    expect(res.status).toBe(200);
    return res.body as { Items: Report[]; Total: number };
  }

  function resolve(who: Account, id: string, Resolution: string, reason?: string) {
    return who.agent
      .post(`${BASE}/${id}`)
      .send({ body: { data: { Resolution }, previousData: { Resolution: null }, reason } });
  }

  async function auditOf(targetId: string) {
    return t.sql<{ action: string; reason: string; actor_id: string; target_name: string }>(
      `SELECT action, reason, actor_id, target_name FROM audit_entries WHERE target_id = $1
       ORDER BY created_at`,
      [targetId],
    );
  }

  describe('refusals (before anything else)', () => {
    let id: string;
    beforeAll(async () => {
      id = await comment('Reported before the refusals.');
      await report(id, reporters[0]);
    });

    it('answers 401 to anonymous callers', async () => {
      for (const res of [
        await request(t.http).get(BASE),
        await request(t.http).get(`${BASE}/${id}`),
        await request(t.http)
          .post(`${BASE}/${id}`)
          .send({ body: { data: { Resolution: 'dismiss' } } }),
        await request(t.http)
          .post(`${BASE}/updatemany`)
          .send({ body: { ids: [id], data: { Resolution: 'dismiss' } } }),
      ]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: 'You need to log in to do that.' });
      }
    });

    it.each(['user', 'editor'] as const)('answers 403 to a %s', async (role) => {
      const who = role === 'editor' ? editor : reporters[1];
      for (const res of [
        await who.agent.get(BASE),
        await who.agent.get(`${BASE}/${id}`),
        await resolve(who, id, 'delete'),
        await who.agent
          .post(`${BASE}/updatemany`)
          .send({ body: { ids: [id], data: { Resolution: 'delete' } } }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.error).toMatch(/mod/);
      }
      const [row] = await t.sql<{ deleted_at: Date | null }>(
        'SELECT deleted_at FROM comments WHERE id = $1',
        [id],
      );
      expect(row.deleted_at).toBeNull();
      expect(await auditOf(id)).toEqual([]);
    });

    it('lets mods and admins read', async () => {
      for (const who of [mod, admin]) {
        const { Items } = await list({}, who);
        expect(Items.map((i) => i.id)).toContain(id);
        expect((await who.agent.get(`${BASE}/${id}`)).status).toBe(200);
      }
    });

    it('has no create or delete', async () => {
      const created = await mod.agent.post(BASE).send({ body: { data: { Body: 'x' } } });
      expect(created.status).toBe(400);
      const deleted = await mod.agent.post(`${BASE}/${id}/delete`).send({ body: {} });
      expect(deleted.status).toBe(400);
    });
  });

  describe('the queue', () => {
    let rude: string;
    let spam: string;

    beforeAll(async () => {
      rude = await comment('You are all idiots.');
      spam = await comment('Buy cheap pills at example dot com.');
      await report(rude, reporters[0], reporters[1]);
      await report(spam, reporters[2]);
    });

    it('lists open reports by default, one record per comment, newest report first', async () => {
      const { Items, Total } = await list();
      expect(Total).toBe(Items.length);
      expect(Items.slice(0, 2).map((i) => i.id)).toEqual([spam, rude]);
      const record = Items.find((i) => i.id === rude);
      expect(record).toEqual({
        id: rude,
        Body: 'You are all idiots.',
        CommentAuthor: troll.username,
        CommentDeleted: false,
        ThreadID: convoID,
        ThreadLink: `/c/${convoID}`,
        Reports: 2,
        // Newest first; these two were made without a reason (the API's is optional).
        Reasons: `${reporters[1].username}: No reason given\n${reporters[0].username}: No reason given`,
        Pathname: `/c/${convoID}#${rude}`,
        FirstReported: expect.stringMatching(/^\d{4}-/),
        LastReported: expect.stringMatching(/^\d{4}-/),
        Status: 'open',
        Resolution: null,
        ResolvedBy: null,
        ResolvedAt: null,
      });
      const one = await mod.agent.get(`${BASE}/${rude}`);
      expect(one.body.Item).toEqual(record);
    });

    it('names each reporter and their reason to moderators, never their account ids', async () => {
      const text = JSON.stringify([await list(), await list({ status: 'resolved' })]);
      for (const reporter of reporters) expect(text).not.toContain(reporter.uid);
      const why = await comment('Another site is better, go there: example dot org.');
      const reasons: [Account, object][] = [
        [reporters[0], { reason: 'spam' }],
        [reporters[1], { reason: 'off-topic', details: '  Not about\nmoderation  ' }],
        [reporters[2], { reason: 'other', details: 'It links to a phishing page' }],
      ];
      for (const [reporter, body] of reasons) {
        const res = await reporter.agent
          .post('/api/comment/report')
          .send({ body: { commentID: why, ...body } });
        expect(res.status).toBe(200);
      }
      const record = (await list()).Items.find((i) => i.id === why)!;
      expect(record.Reasons).toBe(
        [
          `${reporters[2].username}: Other (It links to a phishing page)`,
          `${reporters[1].username}: Off-topic (Not about moderation)`,
          `${reporters[0].username}: Spam`,
        ].join('\n'),
      );
      const untouched = await comment('Nobody reports this one.');
      // The reporter's thread page says which comments they reported.
      const page = await reporters[0].agent
        .post('/api/comment/get')
        .send({ body: { threadID: convoID } });
      expect(page.body.ReportedByMe).toContain(why);
      expect(page.body.ReportedByMe).not.toContain(untouched);
      const anonymous = await request(t.http)
        .post('/api/comment/get')
        .send({ body: { threadID: convoID } });
      expect(anonymous.body.ReportedByMe).toEqual([]);
    });

    it('refuses a reason it does not know, "other" without words, and words too long', async () => {
      const target = await comment('A comment to report badly.');
      for (const [body, error] of [
        [{ reason: 'boring' }, 'reason must be one of spam, harassment, off-topic, other'],
        [{ reason: 'other' }, 'Say what is wrong with the comment (details).'],
        [{ reason: 'other', details: ' \n ' }, 'Say what is wrong with the comment (details).'],
        [{ reason: 'spam', details: 'x'.repeat(501) }, 'details must be at most 500 characters'],
        [{ reason: 'spam', details: 7 }, 'details must be text'],
      ] as const) {
        const res = await reporters[0].agent
          .post('/api/comment/report')
          .send({ body: { commentID: target, ...body } });
        expect([res.status, res.body.error]).toEqual([400, expect.stringContaining(error)]);
      }
      expect(await t.sql('SELECT 1 FROM comment_reports WHERE comment_id = $1', [target])).toEqual(
        [],
      );
    });

    it('searches the comment text and its author', async () => {
      const byText = await list({ q: 'CHEAP pills' });
      expect(byText.Items.map((i) => i.id)).toEqual([spam]);
      const byAuthor = await list({ q: troll.username });
      expect(byAuthor.Items.map((i) => i.id)).toContain(rude);
      expect((await list({ q: '%' })).Total).toBe(0);
    });

    it('dismisses: the comment stays, the reports are resolved and audited (not publicly)', async () => {
      const res = await resolve(mod, rude, 'dismiss', 'Rude, not abusive');
      expect(res.status).toBe(200);
      expect(res.body.Item).toMatchObject({
        id: rude,
        CommentDeleted: false,
        Status: 'resolved',
        Resolution: 'dismissed',
        ResolvedBy: mod.username,
        ResolvedAt: expect.stringMatching(/^\d{4}-/),
      });
      expect((await list()).Items.map((i) => i.id)).not.toContain(rude);
      expect((await list({ status: 'resolved' })).Items.map((i) => i.id)).toContain(rude);
      expect(await auditOf(rude)).toEqual([
        {
          action: 'reportDismiss',
          reason: 'Rude, not abusive',
          actor_id: mod.uid,
          target_name: `a comment by ${troll.username}`,
        },
      ]);
      const log = await request(t.http).get('/api/log/list/1');
      expect(JSON.stringify(log.body)).not.toContain('Rude, not abusive');
    });

    it('refuses to resolve a resolved report again (409), whatever the decision', async () => {
      for (const decision of ['dismiss', 'delete']) {
        const again = await resolve(mod2, rude, decision);
        expect(again.status).toBe(409);
        expect(again.body).toEqual({
          error: 'The reports of this comment have already been resolved.',
        });
      }
      const [row] = await t.sql<{ deleted_at: Date | null }>(
        'SELECT deleted_at FROM comments WHERE id = $1',
        [rude],
      );
      expect(row.deleted_at).toBeNull();
      expect(await auditOf(rude)).toHaveLength(1);
    });

    it('deletes: the thread shows the comment deleted by a moderator', async () => {
      const res = await resolve(admin, spam, 'delete', 'Spam');
      expect(res.status).toBe(200);
      expect(res.body.Item).toMatchObject({
        id: spam,
        CommentDeleted: true,
        Status: 'resolved',
        Resolution: 'deleted',
        ResolvedBy: admin.username,
      });
      const thread = await request(t.http)
        .post('/api/comment/get')
        .send({ body: { threadID: convoID } });
      const node = thread.body.Comments.find((c: { CommentID: string }) => c.CommentID === spam);
      expect(node).toMatchObject({ Deleted: true, DeletedReason: 'moderator', Body: '' });
      const log = await request(t.http).get('/api/log/list/1').query({ action: 'commentRemove' });
      expect(log.body.Entries[0]).toMatchObject({
        ActorName: admin.username,
        TargetType: 'comment',
        TargetName: `a comment by ${troll.username}`,
        TargetLink: `/c/${convoID}`,
        Reason: 'Spam',
      });
    });

    it('opens a dismissed comment again when someone reports it anew', async () => {
      const reporter = await userWithRole(t, 'user');
      await report(rude, reporter);
      const record = (await list()).Items.find((i) => i.id === rude);
      expect(record).toMatchObject({ Status: 'open', Reports: 1, Resolution: null });
    });

    it('resolves the open reports when a moderator deletes the comment in its thread', async () => {
      const res = await mod.agent
        .post('/api/comment/delete')
        .send({ body: { commentID: rude, reason: 'Second strike' } });
      expect(res.status).toBe(200);
      const record = (await mod.agent.get(`${BASE}/${rude}`)).body.Item;
      expect(record).toMatchObject({
        Status: 'resolved',
        Resolution: 'deleted',
        ResolvedBy: mod.username,
        CommentDeleted: true,
        Reports: 3,
      });
      expect((await auditOf(rude)).map((a) => a.action)).toEqual([
        'reportDismiss',
        'commentRemove',
      ]);
    });
  });

  describe('bulk and concurrent resolution', () => {
    it('resolves several at once, each audited, and only the open ones', async () => {
      const ids = [await comment('First of a flood.'), await comment('Second of a flood.')];
      for (const id of ids) await report(id, reporters[0]);
      const res = await mod.agent
        .post(`${BASE}/updatemany`)
        .send({ body: { ids, data: { Resolution: 'delete' }, reason: 'Flood' } });
      expect(res.status).toBe(200);
      expect([...res.body.Ids].sort()).toEqual([...ids].sort());
      for (const id of ids) {
        expect((await mod.agent.get(`${BASE}/${id}`)).body.Item).toMatchObject({
          Resolution: 'deleted',
          CommentDeleted: true,
        });
        expect(await auditOf(id)).toMatchObject([{ action: 'commentRemove', reason: 'Flood' }]);
      }
      const third = await comment('Third of a flood.');
      await report(third, reporters[1]);
      const mixed = await mod.agent
        .post(`${BASE}/updatemany`)
        .send({ body: { ids: [...ids, third], data: { Resolution: 'dismiss' } } });
      expect(mixed.status).toBe(200);
      expect(mixed.body.Ids).toEqual([third]);
      const again = await mod.agent
        .post(`${BASE}/updatemany`)
        .send({ body: { ids, data: { Resolution: 'dismiss' } } });
      expect(again.status).toBe(409);
    });

    it('lets exactly one of two concurrent resolutions win', async () => {
      for (let round = 0; round < 3; round += 1) {
        const id = await comment(`Contested comment ${round}.`);
        await report(id, reporters[0], reporters[1]);
        const results = await Promise.all([
          resolve(mod, id, 'dismiss', 'fine'),
          resolve(mod2, id, 'delete', 'not fine'),
        ]);
        expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
        const audit = await auditOf(id);
        expect(audit).toHaveLength(1);
        const [row] = await t.sql<{ deleted: boolean }>(
          'SELECT deleted_at IS NOT NULL AS deleted FROM comments WHERE id = $1',
          [id],
        );
        expect(row.deleted).toBe(audit[0].action === 'commentRemove');
        const reports = await t.sql<{ resolution: string }>(
          'SELECT DISTINCT resolution FROM comment_reports WHERE comment_id = $1',
          [id],
        );
        expect(reports).toEqual([
          { resolution: audit[0].action === 'commentRemove' ? 'deleted' : 'dismissed' },
        ]);
      }
    });
  });

  describe('hostile input', () => {
    it.each([
      [{ Resolution: 'ban' }, 400],
      [{ Resolution: 'dismiss', Status: 'resolved' }, 400],
      [{}, 400],
    ])('refuses data %j', async (data, status) => {
      const id = await comment('Reported for the hostile input.');
      await report(id, reporters[2]);
      const res = await mod.agent.post(`${BASE}/${id}`).send({ body: { data } });
      expect(res.status).toBe(status);
      expect(res.body.error).toEqual(expect.any(String));
      expect((await mod.agent.get(`${BASE}/${id}`)).body.Item.Status).toBe('open');
    });

    it('answers 404 for a comment nobody reported, and 400 for bad filters', async () => {
      const id = await comment('Never reported.');
      expect((await mod.agent.get(`${BASE}/${id}`)).status).toBe(404);
      expect((await resolve(mod, id, 'dismiss')).status).toBe(404);
      expect((await resolve(mod, 'nosuchcomment', 'dismiss')).status).toBe(404);
      const bad = await mod.agent.get(BASE).query({ filter: JSON.stringify({ status: 'closed' }) });
      expect(bad.status).toBe(400);
      const sort = await mod.agent.get(BASE).query({ sort: 'Body' });
      expect(sort.status).toBe(400);
    });
  });
});
