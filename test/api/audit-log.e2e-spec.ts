import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { CONTENT_CHANNEL } from '../../backend/src/common/content-events.js';
import {
  type Agent,
  edit,
  editField,
  history,
  inboxEntryFor,
  newConvo,
  userWithRole,
} from './support/opinion-map.js';
import { revertedTo, undid } from './support/descriptions.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface LogEntry {
  LogID: string;
  Action: string;
  ActorName: string;
  TargetType: string;
  TargetName: string;
  TargetLink: string;
  Reason: string;
  Details: string;
  Created: string;
}

const PUBLIC_FIELDS = [
  'Action',
  'ActorName',
  'Created',
  'Details',
  'LogID',
  'Reason',
  'TargetLink',
  'TargetName',
  'TargetType',
];

/**
 * The audit log: the write path's deletions, restores and inbox undos, role changes and
 * moderators' comment removals are recorded with their reasons, read by editors in the console
 * (/api/admin/data/audit) and by anyone in the public log (/api/log), which shows no private data.
 */
describe('audit log', () => {
  let t: TestApp;
  let admin: { agent: Agent; uid: string; username: string };
  let editor: { agent: Agent; uid: string; username: string };
  let mod: { agent: Agent; uid: string; username: string };
  let alice: { agent: Agent; uid: string; username: string };
  let bob: { agent: Agent; uid: string; username: string };
  let convoID: string;
  let convoTitle: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await userWithRole(t, 'admin');
    editor = await userWithRole(t, 'editor');
    mod = await userWithRole(t, 'mod');
    alice = await userWithRole(t, 'user');
    bob = await userWithRole(t, 'user');
    convoTitle = 'Should the log be public at all?';
    convoID = await newConvo(alice.agent, { title: convoTitle });
  });
  afterAll(() => t.close());

  /** The newest public entries (one page), optionally of one action. */
  async function publicLog(action?: string): Promise<LogEntry[]> {
    const res = await request(t.http)
      .get('/api/log/list/1')
      .query(action ? { action } : {});
    expect(res.status).toBe(200);
    return res.body.Entries as LogEntry[];
  }

  /** The console's entries (editors and up), newest first. */
  async function consoleLog(filter: Record<string, string> = {}) {
    const res = await editor.agent
      .get('/api/admin/data/audit')
      .query({ perPage: 100, filter: JSON.stringify(filter) });
    expect(res.status).toBe(200);
    return res.body as { Items: Array<Record<string, unknown>>; Total: number };
  }

  describe('recording', () => {
    it('records a deletion with its reason, in the console and the public log', async () => {
      const res = await edit(editor.agent, 'convo', convoID, 'ConvoDelete', {}, 'Off topic here');
      expect(res.status).toBe(200);
      const [entry] = await publicLog();
      expect(entry).toEqual({
        LogID: expect.any(String),
        Action: 'delete',
        ActorName: editor.username,
        TargetType: 'convo',
        TargetName: convoTitle,
        TargetLink: `/c/${convoID}`,
        Reason: 'Off topic here',
        Details: '',
        Created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      const { Items } = await consoleLog({ action: 'delete' });
      expect(Items[0]).toEqual({
        id: entry.LogID,
        Action: 'delete',
        ActorName: editor.username,
        ActorUID: editor.uid,
        TargetType: 'convo',
        TargetID: convoID,
        TargetName: convoTitle,
        TargetLink: `/c/${convoID}`,
        Reason: 'Off topic here',
        Details: '',
        Created: entry.Created,
      });
    });

    it('records the revert of a deletion as a restore', async () => {
      const revisions = await history(admin.agent, 'convo', convoID);
      const creation = revisions[revisions.length - 1];
      const res = await edit(
        editor.agent,
        'convo',
        convoID,
        'ConvoRevert',
        { RevID: creation.RevID },
        'It was on topic after all',
      );
      expect(res.status).toBe(200);
      const [entry] = await publicLog('restore');
      expect(entry).toMatchObject({
        Action: 'restore',
        ActorName: editor.username,
        TargetType: 'convo',
        TargetName: convoTitle,
        Reason: `${revertedTo(creation)}: It was on topic after all`,
      });
    });

    it('records nothing for an ordinary edit, and no made-up reason for a deletion without one', async () => {
      const before = (await consoleLog()).Total;
      const edited = await editField(
        alice.agent,
        'convo',
        convoID,
        'Title',
        convoTitle,
        'Should the moderation log be public?',
      );
      expect(edited.status).toBe(200);
      expect((await consoleLog()).Total).toBe(before);
      const other = await newConvo(alice.agent);
      expect((await edit(editor.agent, 'convo', other, 'ConvoDelete', {})).status).toBe(200);
      const [entry] = await publicLog('delete');
      expect(entry).toMatchObject({ TargetLink: `/c/${other}`, Reason: '' });
    });

    it('records an inbox undo as an undo', async () => {
      const [edit] = await history(editor.agent, 'convo', convoID);
      expect(edit.ActionName).toBe('ConvoEditTextField');
      const entry = await inboxEntryFor(editor.agent, edit.RevID);
      const undo = await editor.agent
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: entry.InboxID, reason: 'Vandalism' } });
      expect(undo.status).toBe(200);
      const [logged] = await publicLog('undo');
      expect(logged).toMatchObject({
        Action: 'undo',
        ActorName: editor.username,
        TargetType: 'convo',
        TargetLink: `/c/${convoID}`,
        Reason: `${undid(edit)}: Vandalism`,
      });
      // One entry per recorded action on the question: the deletion, the restore, the undo.
      const actions = await t.sql(
        'SELECT action FROM audit_entries WHERE target_id = $1 ORDER BY created_at',
        [convoID],
      );
      expect(actions).toEqual([{ action: 'delete' }, { action: 'restore' }, { action: 'undo' }]);
    });

    it('records role changes, through the old endpoint and the console (with a reason)', async () => {
      const res = await admin.agent
        .post('/api/admin/users/setrole')
        .send({ body: { uid: bob.uid, role: 'editor' } });
      expect(res.status).toBe(200);
      const [entry] = await publicLog('roleChange');
      expect(entry).toMatchObject({
        Action: 'roleChange',
        ActorName: admin.username,
        TargetType: 'user',
        TargetName: bob.username,
        Reason: '',
        Details: 'user → editor',
      });
      const viaConsole = await admin.agent.post(`/api/admin/data/users/${bob.uid}`).send({
        body: {
          data: { Role: 'mod' },
          previousData: { Role: 'editor' },
          reason: 'Trusted contributor',
        },
      });
      expect(viaConsole.status).toBe(200);
      const [latest] = await publicLog('roleChange');
      expect(latest).toMatchObject({
        TargetName: bob.username,
        Reason: 'Trusted contributor',
        Details: 'editor → mod',
      });
      const { Items } = await consoleLog({ action: 'roleChange' });
      expect(Items.map((i) => [i.ActorUID, i.TargetID, i.Details])).toEqual([
        [admin.uid, bob.uid, 'editor → mod'],
        [admin.uid, bob.uid, 'user → editor'],
      ]);
    });

    it("records a moderator's removal of someone else's comment, not an author's own", async () => {
      const post = (agent: Agent, body: string) =>
        agent.post('/api/comment/new').send({ body: { threadID: convoID, body } });
      const rude = await post(bob.agent, 'Something rude about everyone.');
      const own = await post(alice.agent, 'I will take this back.');
      const removed = await mod.agent
        .post('/api/comment/delete')
        .send({ body: { commentID: rude.body.CommentID, reason: 'Insults' } });
      expect(removed.status).toBe(200);
      expect(removed.body).toMatchObject({ Deleted: true, DeletedReason: 'moderator' });
      const byAuthor = await alice.agent
        .post('/api/comment/delete')
        .send({ body: { commentID: own.body.CommentID } });
      expect(byAuthor.status).toBe(200);
      const [entry] = await publicLog('commentRemove');
      expect(entry).toMatchObject({
        Action: 'commentRemove',
        ActorName: mod.username,
        TargetType: 'comment',
        TargetName: `a comment by ${bob.username}`,
        TargetLink: `/c/${convoID}`,
        Reason: 'Insults',
      });
      const { Items } = await consoleLog({ action: 'commentRemove' });
      expect(Items.map((i) => i.TargetID)).toEqual([rude.body.CommentID]);
      const tooLong = await mod.agent
        .post('/api/comment/delete')
        .send({ body: { commentID: own.body.CommentID, reason: 'x'.repeat(301) } });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toEqual({ error: 'reason must be at most 300 characters.' });
    });
  });

  it('tells every cache of the new entry on commit (the /log page is cached), even with no content written', async () => {
    const notices = new pg.Client({ connectionString: t.databaseUrl });
    await notices.connect();
    const heard: Array<{ keys?: string[] }> = [];
    notices.on('notification', (n) => {
      if (n.channel === CONTENT_CHANNEL) heard.push(JSON.parse(n.payload ?? '{}'));
    });
    try {
      await notices.query(`LISTEN ${CONTENT_CHANNEL}`);
      const posted = await bob.agent
        .post('/api/comment/new')
        .send({ body: { threadID: convoID, body: 'Another rude one.' } });
      const removed = await mod.agent.post('/api/comment/delete').send({
        body: { commentID: posted.body.CommentID, reason: ' Rude\n\tagain\u0007, twice ' },
      });
      expect(removed.status).toBe(200);
      // Round trips on the listening connection deliver what was committed before them.
      for (let i = 0; i < 50 && !heard.some((n) => n.keys?.includes('audit:list')); i += 1)
        await notices.query('SELECT 1');
      // Only the public log's key: no page of content is dropped.
      expect(heard.map((n) => n.keys)).toEqual([['audit:list']]);
      // The reason is kept on one line, without control characters.
      const [entry] = await publicLog('commentRemove');
      expect(entry.Reason).toBe('Rude again, twice');
    } finally {
      await notices.end();
    }
  });

  describe('the public log', () => {
    it('shows no private data and nothing about reports', async () => {
      await t.sql(
        `INSERT INTO audit_entries (id, action, actor_id, actor_name, target_type, target_id, target_name)
         VALUES ('dismiss00001', 'reportDismiss', $1, $2, 'comment', 'c1', 'a comment by x')`,
        [mod.uid, mod.username],
      );
      const res = await request(t.http).get('/api/log/list/1');
      expect(res.status).toBe(200);
      const entries = res.body.Entries as LogEntry[];
      expect(entries.length).toBeGreaterThanOrEqual(6);
      for (const entry of entries) expect(Object.keys(entry).sort()).toEqual(PUBLIC_FIELDS);
      expect(entries.map((e) => e.Action)).not.toContain('reportDismiss');
      const text = JSON.stringify(res.body);
      for (const someone of [admin, editor, mod, alice, bob])
        expect(text).not.toContain(someone.uid);
      expect(text).not.toMatch(/@example\.org/);
      // Newest first.
      const times = entries.map((e) => e.Created);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('filters by action', async () => {
      const deletions = await publicLog('delete');
      expect(deletions.length).toBe(2);
      expect(deletions.every((e) => e.Action === 'delete')).toBe(true);
    });

    it('pages by 50, newest first', async () => {
      const values = Array.from(
        { length: 60 },
        (_, i) =>
          `('page${String(i).padStart(8, '0')}', 'delete', 'x', 'Someone', 'convo', 'c${i}', 'Old ${i}', now() - interval '1 day' - ${i} * interval '1 second')`,
      );
      await t.sql(
        `INSERT INTO audit_entries (id, action, actor_id, actor_name, target_type, target_id, target_name, created_at)
         VALUES ${values.join(', ')}`,
      );
      const first = await request(t.http).get('/api/log/list/1').query({ action: 'delete' });
      expect(first.body.Entries).toHaveLength(50);
      expect(first.body.HasMore).toBe(true);
      const second = await request(t.http).get('/api/log/list/2').query({ action: 'delete' });
      expect(second.body.HasMore).toBe(false);
      expect(second.body.Entries).toHaveLength(12);
      expect(second.body.Entries.at(-1).TargetName).toBe('Old 59');
      const far = await request(t.http).get('/api/log/list/10000');
      expect(far.status).toBe(200);
      expect(far.body).toEqual({ Entries: [], HasMore: false });
    });

    it.each([
      ['/api/log/list/0', {}, 'page must be a whole number, 1 or more.'],
      ['/api/log/list/x', {}, 'page must be a whole number, 1 or more.'],
      ['/api/log/list/1e3', {}, 'page must be a whole number, 1 or more.'],
      ['/api/log/list/10001', {}, 'page must be at most 10000.'],
      [
        '/api/log/list/1',
        { action: 'reportDismiss' },
        'action must be one of delete, restore, undo, commentRemove, roleChange.',
      ],
      [
        '/api/log/list/1',
        { action: 'drop table' },
        'action must be one of delete, restore, undo, commentRemove, roleChange.',
      ],
    ])('refuses %s %j with 400', async (path, query, message) => {
      const res = await request(t.http).get(path).query(query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message });
    });
  });

  describe('the console resource', () => {
    it('is for editors and up, and read only', async () => {
      const anonymous = await request(t.http).get('/api/admin/data/audit');
      expect(anonymous.status).toBe(401);
      const user = await alice.agent.get('/api/admin/data/audit');
      expect(user.status).toBe(403);
      for (const who of [editor, mod, admin])
        expect((await who.agent.get('/api/admin/data/audit')).status).toBe(200);
      const [row] = await t.sql<{ id: string }>(
        `SELECT id FROM audit_entries WHERE action = 'delete' LIMIT 1`,
      );
      const deleted = await admin.agent
        .post(`/api/admin/data/audit/${row.id}/delete`)
        .send({ body: {} });
      expect(deleted.status).toBe(400);
      const changed = await admin.agent
        .post(`/api/admin/data/audit/${row.id}`)
        .send({ body: { data: { Reason: 'rewritten' } } });
      expect(changed.status).toBe(400);
      const [after] = await t.sql<{ reason: string }>(
        'SELECT reason FROM audit_entries WHERE id = $1',
        [row.id],
      );
      expect(after.reason).not.toBe('rewritten');
    });

    it('filters by actor (any case) and target type, and reads one entry', async () => {
      const byMod = await consoleLog({ actor: mod.username.toUpperCase() });
      expect(byMod.Items.length).toBeGreaterThan(0);
      expect(byMod.Items.every((i) => i.ActorUID === mod.uid)).toBe(true);
      const comments = await consoleLog({ targetType: 'comment' });
      expect(comments.Items.every((i) => i.TargetType === 'comment')).toBe(true);
      // The console sees report dismissals too.
      expect(comments.Items.map((i) => i.Action)).toContain('reportDismiss');
      const one = await editor.agent.get(`/api/admin/data/audit/${comments.Items[0].id}`);
      expect(one.status).toBe(200);
      expect(one.body.Item).toEqual(comments.Items[0]);
      const none = await editor.agent.get('/api/admin/data/audit/nosuchentry');
      expect(none.status).toBe(404);
    });

    it('sorts by time either way and refuses undeclared filters', async () => {
      const asc = await editor.agent
        .get('/api/admin/data/audit')
        .query({ sort: 'Created', order: 'ASC', perPage: 100 });
      const times = (asc.body.Items as Array<{ Created: string }>).map((i) => i.Created);
      expect(times).toEqual([...times].sort());
      const bad = await editor.agent
        .get('/api/admin/data/audit')
        .query({ filter: JSON.stringify({ actor_id: 'x' }) });
      expect(bad.status).toBe(400);
      const badAction = await editor.agent
        .get('/api/admin/data/audit')
        .query({ filter: JSON.stringify({ action: 'nuke' }) });
      expect(badAction.status).toBe(400);
    });
  });
});
