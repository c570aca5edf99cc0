import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DIGEST_JOB, DigestService } from '../../backend/src/digest/digest.service.js';
import { unsubscribeToken } from '../../backend/src/digest/unsubscribe-token.js';
import { JobQueue } from '../../backend/src/jobs/job-queue.js';
import { envelope, LONE_SURROGATE, NUL, rawValue, deepJson } from './support/hostile-values.js';
import { SmtpInbox } from './support/smtp-inbox.js';
import { newAccount, signup, startTestApp, testConfig, type TestApp } from './support/test-app.js';

const SITE = 'https://opinions.test';
const SECRET = testConfig().sessionSecret!;
type Agent = ReturnType<TestApp['agent']>;
type Member = { uid: string; email: string; username: string; agent: Agent };

// The job test waits for a worker's poll.
jest.setTimeout(60_000);

describe('e-mail digests', () => {
  let t: TestApp;
  const inbox = new SmtpInbox();
  let eventId = 1000;

  beforeAll(async () => {
    const smtpUrl = await inbox.start();
    t = await startTestApp({ smtpUrl, publicUrl: SITE, jobQueue: true });
  });
  afterAll(async () => {
    await t?.close();
    await inbox.close();
  });

  const run = () => t.app.get(DigestService).sendDue();
  const settingsOf = (agent: Agent) => agent.get('/api/notification-settings');
  const put = (agent: Agent | ReturnType<typeof request>, body: unknown) =>
    agent.put('/api/notification-settings').send({ body });
  const rawPut = (agent: Agent, body: string) =>
    agent.put('/api/notification-settings').set('Content-Type', 'application/json').send(body);

  async function member(prefix: string, digest?: 'daily' | 'weekly'): Promise<Member> {
    const agent = t.agent();
    const account = await signup(agent, newAccount(prefix));
    if (digest) expect((await put(agent, { Digest: digest })).status).toBe(200);
    return { ...account, agent };
  }

  /** A notification as the fan-out job would write it. */
  async function notify(
    userId: string,
    over: {
      reason?: string;
      count?: number;
      actor?: string;
      name?: string;
      link?: string;
      read?: boolean;
    } = {},
  ): Promise<string> {
    eventId += 10;
    const [row] = await t.sql<{ id: string }>(
      `INSERT INTO notifications (user_id, reason, subject_type, subject_id, subject_name, link,
         actor_name, count, first_event_id, last_event_id, read_at)
       VALUES ($1, $2, 'pos', $3, $4, $5, $6, $7, $8, $8, $9) RETURNING id`,
      [
        userId,
        over.reason ?? 'edit',
        `s${eventId}`,
        over.name ?? 'Clean air',
        over.link ?? `/pos/s${eventId}/diff`,
        over.actor ?? 'Bob',
        over.count ?? 1,
        eventId,
        over.read ? new Date() : null,
      ],
    );
    return row.id;
  }

  /** The digests that arrive while `action` runs, by recipient. */
  async function mailed(action: () => Promise<unknown>): Promise<ParsedMail[]> {
    const before = inbox.messages.length;
    await action();
    return inbox.messages.slice(before);
  }
  const recipients = (mails: ParsedMail[]) =>
    mails.map((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text);
  const header = (mail: ParsedMail, name: string) =>
    mail.headerLines
      .find((line) => line.key === name.toLowerCase())
      ?.line.replace(/\r?\n[ \t]+/g, ' ')
      .replace(/^[^:]+:\s*/, '');
  const linkIn = (mail: ParsedMail, pattern: RegExp) => {
    const found = pattern.exec(mail.text ?? '');
    if (!found) throw new Error(`No ${pattern} in ${mail.text}`);
    return new URL(found[0]);
  };
  /** Lets the member's last digest be a day (or `days`) old, as the next day's run sees it. */
  const age = (uid: string, days = 1) =>
    t.sql(
      `UPDATE notification_settings SET digest_sent_at = digest_sent_at - make_interval(days => $2) WHERE user_id = $1`,
      [uid, days],
    );
  const row = async (uid: string) =>
    (
      await t.sql<{ digest: string; email_bounced_at: Date | null; digest_through: string }>(
        'SELECT digest, email_bounced_at, digest_through FROM notification_settings WHERE user_id = $1',
        [uid],
      )
    )[0];

  describe('settings', () => {
    it('refuses anonymous readers and read-only tokens', async () => {
      expect((await request(t.http).get('/api/notification-settings')).status).toBe(401);
      const anonymous = await put(request(t.http), { Digest: 'daily' });
      expect([anonymous.status, typeof anonymous.body.error]).toEqual([401, 'string']);

      const owner = await member('tokens');
      const token = async (Scope: string) =>
        (await owner.agent.post('/api/tokens').send({ body: { Name: Scope, Scope } })).body
          .Token as string;
      const read = await token('read');
      const write = await token('write');
      const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });
      const readGet = await request(t.http).get('/api/notification-settings').set(bearer(read));
      expect([readGet.status, readGet.body.Digest]).toEqual([200, 'off']);
      const readPut = await request(t.http)
        .put('/api/notification-settings')
        .set(bearer(read))
        .send({ body: { Digest: 'daily' } });
      expect([readPut.status, typeof readPut.body.error]).toEqual([403, 'string']);
      const writePut = await request(t.http)
        .put('/api/notification-settings')
        .set(bearer(write))
        .send({ body: { Digest: 'weekly' } });
      expect([writePut.status, writePut.body.Digest]).toEqual([200, 'weekly']);
    });

    it('answers the defaults, then stores partial changes', async () => {
      const { agent, uid } = await member('settings');
      const defaults = { WatchOwn: true, Digest: 'off', EmailBounced: false };
      expect((await settingsOf(agent)).body).toEqual(defaults);
      expect(await row(uid)).toBeUndefined();
      expect((await put(agent, { Digest: 'daily' })).body).toEqual({
        ...defaults,
        Digest: 'daily',
      });
      expect((await put(agent, { WatchOwn: false })).body).toEqual({
        ...defaults,
        WatchOwn: false,
        Digest: 'daily',
      });
      expect((await put(agent, {})).body).toEqual({
        ...defaults,
        WatchOwn: false,
        Digest: 'daily',
      });
      expect((await settingsOf(agent)).body).toEqual({
        ...defaults,
        WatchOwn: false,
        Digest: 'daily',
      });
    });

    it('refuses wrong types and hostile input with a sentence, and changes nothing', async () => {
      const { agent } = await member('hostile');
      for (const body of [
        { Digest: 'hourly' },
        { Digest: 7 },
        { Digest: null },
        { Digest: ['daily'] },
        { WatchOwn: 'yes' },
        { WatchOwn: 1 },
        { WatchOwn: null },
        { Digest: 'daily', Other: true },
        { Digest: 'x'.repeat(100_000) },
      ]) {
        const res = await put(agent, body);
        expect([res.status, typeof res.body.error]).toEqual([400, 'string']);
      }
      for (const raw of [
        envelope({ Digest: NUL }),
        envelope({ Digest: `daily${LONE_SURROGATE}` }),
        envelope({ Digest: rawValue(deepJson(50)) }),
        envelope([1, 2]),
        '{"body": ',
      ]) {
        const res = await rawPut(agent, raw);
        expect([res.status, typeof res.body.error]).toEqual([400, 'string']);
      }
      expect((await settingsOf(agent)).body).toEqual({
        WatchOwn: true,
        Digest: 'off',
        EmailBounced: false,
      });
    });
  });

  describe('the digest', () => {
    let ada: Member;
    let digestMail: ParsedMail;

    it('mails a due reader their unread notifications, once, and nobody else', async () => {
      ada = await member('ada', 'daily');
      const off = await member('off');
      await put(off.agent, { Digest: 'off' });
      const none = await member('none');
      await notify(ada.uid, { count: 3, name: 'Clean air', link: '/pos/clean/history' });
      await notify(ada.uid, {
        reason: 'reply',
        actor: 'Bob',
        name: 'Car-free squares',
        link: '/c/abc',
      });
      await notify(ada.uid, { name: 'Already read', read: true });
      await notify(off.uid);
      await notify(none.uid);

      const mails = await mailed(async () =>
        expect(await run()).toEqual({ sent: 1, bounced: 0, failed: 0, skipped: 0 }),
      );
      expect(recipients(mails)).toEqual([ada.email]);
      [digestMail] = mails;
      expect(digestMail.subject).toBe('Your daily digest from Opinion Encyclopedia: 2 updates');
      expect(digestMail.html).toBe(false);
      const text = digestMail.text!;
      expect(text).toContain(`Hello ${ada.username},`);
      expect(text).toContain(`- 3 edits to “Clean air”\n  ${SITE}/pos/clean/history\n`);
      expect(text).toContain(
        `- Bob replied to your comment on “Car-free squares”\n  ${SITE}/c/abc\n`,
      );
      expect(text).not.toContain('Already read');
      expect(text).toContain(`${SITE}/app/notifications`);
      expect(text).toContain(`${SITE}/app/settings`);
      const page = linkIn(digestMail, /https:\/\/\S+\/unsubscribe\?token=\S+/);
      const token = page.searchParams.get('token')!;
      expect(header(digestMail, 'List-Unsubscribe')).toBe(
        `<${SITE}/api/digest/unsubscribe?token=${token}>`,
      );
      expect(header(digestMail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

      // Not twice: a second run, or a run a day later with nothing new, mails nothing.
      expect(await mailed(run)).toEqual([]);
      await age(ada.uid);
      expect(await mailed(run)).toEqual([]);
    });

    it('mails what is new the next day: new notifications and later events bundled into old ones', async () => {
      const bundled = (
        await t.sql<{ id: string }>(
          `SELECT id FROM notifications WHERE user_id = $1 AND subject_name = 'Clean air'`,
          [ada.uid],
        )
      )[0].id;
      await notify(ada.uid, { reason: 'comment', actor: 'Cy', name: 'Bike lanes' });
      // Not before a day has passed (the last test aged the last digest by one).
      await age(ada.uid, -1);
      expect(await mailed(run)).toEqual([]);
      eventId += 10;
      await t.sql(`UPDATE notifications SET count = 4, last_event_id = $2 WHERE id = $1`, [
        bundled,
        eventId,
      ]);
      await age(ada.uid);
      const [mail, ...others] = await mailed(run);
      expect(others).toEqual([]);
      expect(mail.text).toContain('- Cy commented on “Bike lanes”');
      expect(mail.text).toContain('- 4 edits to “Clean air”');
      expect(mail.text).not.toContain('Car-free squares');
      expect(mail.subject).toContain('2 updates');
    });

    it('mails a weekly reader after a week, and caps a mail at 50 entries', async () => {
      const weekly = await member('weekly', 'weekly');
      for (let i = 0; i < 55; i++) await notify(weekly.uid, { name: `Thing ${i}` });
      const [first] = await mailed(run);
      expect(recipients([first])).toEqual([weekly.email]);
      expect(first.text!.match(/^- /gm)).toHaveLength(50);
      expect(first.text).toContain('- Bob edited “Thing 54”\n');
      expect(first.text).toContain('...and 5 more.');
      expect(first.subject).toBe('Your weekly digest from Opinion Encyclopedia: 55 updates');

      await notify(weekly.uid, { name: 'Next week' });
      await age(weekly.uid, 2);
      expect(await mailed(run)).toEqual([]);
      await age(weekly.uid, 5);
      const [next] = await mailed(run);
      expect(next.text).toContain('- Bob edited “Next week”');
      expect(next.text).not.toContain('Thing 54');
    });

    it('is run by its job', async () => {
      const viaJob = await member('job', 'daily');
      await notify(viaJob.uid, { name: 'Sent by the job' });
      const before = inbox.messages.length;
      await t.app.get(JobQueue).send(DIGEST_JOB, {});
      const mail = await inbox.message(before, 30_000);
      expect(recipients([mail])).toEqual([viaJob.email]);
      expect(mail.text).toContain('Sent by the job');
    });

    it('keeps a digest whose mail failed for a later run', async () => {
      const later = await member('later', 'daily');
      await notify(later.uid, { name: 'Try again' });
      inbox.refuse.set(later.email, 451);
      expect(await mailed(async () => expect((await run()).failed).toBe(1))).toEqual([]);
      expect((await row(later.uid)).digest_through).toBe('0');
      inbox.refuse.delete(later.email);
      const [mail] = await mailed(run);
      expect(mail.text).toContain('Try again');
    });

    it('marks an address the server refuses for good as bounced, and mails it no more', async () => {
      const gone = await member('gone', 'daily');
      await notify(gone.uid, { name: 'Never read' });
      inbox.refuse.set(gone.email, 550);
      expect(await mailed(async () => expect((await run()).bounced).toBe(1))).toEqual([]);
      expect((await settingsOf(gone.agent)).body).toEqual({
        WatchOwn: true,
        Digest: 'daily',
        EmailBounced: true,
      });
      inbox.refuse.delete(gone.email);
      await notify(gone.uid, { name: 'Still not' });
      await age(gone.uid, 8);
      expect(await mailed(run)).toEqual([]);
    });
  });

  describe('unsubscribing without a login', () => {
    const state = (token: unknown) =>
      request(t.http)
        .get('/api/digest/unsubscribe')
        .query({ token: token as string });
    const post = (body: unknown) => request(t.http).post('/api/digest/unsubscribe').send({ body });

    it('works from the link of a received digest: the page, its button, RFC 8058’s one-click POST', async () => {
      const eve = await member('eve', 'daily');
      await notify(eve.uid, { name: 'Unsubscribe me' });
      const [mail] = await mailed(run);
      const token = linkIn(mail, /https:\/\/\S+\/unsubscribe\?token=\S+/).searchParams.get(
        'token',
      )!;
      expect(token).toBe(unsubscribeToken(SECRET, eve.uid));

      expect((await state(token)).body).toEqual({ Username: eve.username, Digest: 'daily' });
      const done = await post({ Token: token });
      expect([done.status, done.body]).toEqual([200, { Username: eve.username, Digest: 'off' }]);
      expect((await settingsOf(eve.agent)).body.Digest).toBe('off');
      // Twice is harmless.
      expect((await post({ Token: token })).body.Digest).toBe('off');

      await put(eve.agent, { Digest: 'weekly' });
      const oneClick = new URL(header(mail, 'List-Unsubscribe')!.slice(1, -1));
      const res = await request(t.http)
        .post(`${oneClick.pathname}${oneClick.search}`)
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expect([res.status, res.body.Digest]).toEqual([200, 'off']);
      expect((await settingsOf(eve.agent)).body.Digest).toBe('off');
    });

    it('refuses forged, altered and hostile tokens, and changes nothing', async () => {
      const victim = await member('victim', 'daily');
      const other = await member('other', 'daily');
      const good = unsubscribeToken(SECRET, other.uid);
      const signature = good.split('.')[1];
      const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
      const forged = [
        `${victim.uid}.${signature}`,
        `${other.uid}.${flipped}`,
        unsubscribeToken('another secret', victim.uid),
        good.slice(0, -1),
        good.slice(0, 12),
        `${good}x`,
        victim.uid,
        'x'.repeat(5000),
      ];
      for (const token of forged) {
        for (const res of [await state(token), await post({ Token: token })]) {
          expect([res.status, typeof res.body.error]).toEqual([400, 'string']);
        }
        const oneClick = await request(t.http)
          .post('/api/digest/unsubscribe')
          .query({ token })
          .type('form')
          .send('List-Unsubscribe=One-Click');
        expect([oneClick.status, typeof oneClick.body.error]).toEqual([400, 'string']);
      }
      for (const body of [
        {},
        { Token: 7 },
        { Token: null },
        { Token: [good] },
        { Token: 'x'.repeat(100_000) },
      ]) {
        const res = await post(body);
        expect([res.status, typeof res.body.error]).toEqual([400, 'string']);
      }
      for (const raw of [
        envelope({ Token: `${good}${NUL}` }),
        envelope({ Token: `${LONE_SURROGATE}` }),
      ]) {
        const res = await request(t.http)
          .post('/api/digest/unsubscribe')
          .set('Content-Type', 'application/json')
          .send(raw);
        expect([res.status, typeof res.body.error]).toEqual([400, 'string']);
      }
      const nul = await request(t.http).get(`/api/digest/unsubscribe?token=${good}%00`);
      expect([nul.status, typeof nul.body.error]).toEqual([400, 'string']);
      // A form body anywhere else is still refused.
      const form = await request(t.http)
        .put('/api/notification-settings')
        .type('form')
        .send('Digest=off');
      expect(form.status).toBe(415);
      expect((await row(victim.uid)).digest).toBe('daily');
      expect((await row(other.uid)).digest).toBe('daily');
    });
  });
});
