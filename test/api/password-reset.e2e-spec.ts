import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import { deepJson, envelope, LONE_SURROGATE, NUL, rawValue } from './support/hostile-values.js';
import { resetLinkIn, SmtpInbox } from './support/smtp-inbox.js';
import { newAccount, signup, startTestApp, type TestApp } from './support/test-app.js';

const INVALID = 'This password reset link has expired or was already used; ask for a new one.';
const NEW_PASSWORD = 'a brand new passphrase';

describe('password reset by e-mail', () => {
  let t: TestApp;
  const inbox = new SmtpInbox();

  beforeAll(async () => {
    const smtpUrl = await inbox.start();
    t = await startTestApp({ smtpUrl, rateLimitFactor: 1, publicUrl: 'https://opinions.test' });
  });
  afterAll(async () => {
    await t?.close();
    await inbox.close();
  });

  const requestReset = (email: unknown, agent = request(t.http)) =>
    agent.post('/api/user/requestpasswordreset').send({ body: { email } });
  const reset = (token: unknown, newPassword: unknown = NEW_PASSWORD, agent = request(t.http)) =>
    agent.post('/api/user/resetpassword').send({ body: { token, newPassword } });
  /** Raw JSON bodies: a NUL, a lone surrogate, a deep value, a huge one. */
  const hostile = (field: string, other: object) =>
    [NUL, `a${LONE_SURROGATE}`, rawValue(deepJson(50)), 'x'.repeat(100_000)].map((value) =>
      envelope({ ...other, [field]: value }),
    );
  const rawPost = (url: string, body: string) =>
    request(t.http).post(url).set('Content-Type', 'application/json').send(body);
  const me = async (agent: ReturnType<TestApp['agent']>) =>
    (await agent.get('/api/me').query({ path: '/' })).body.User as { username: string } | null;
  const login = (email: string, password: string) =>
    request(t.http).post('/api/login').send({ body: { email, password } });

  /** Asks for a link for `email` and answers the token of the message it brings. */
  async function mailedToken(email: string): Promise<string> {
    const count = inbox.messages.length;
    expect((await requestReset(email)).body).toEqual({ Requested: true });
    return resetLinkIn(await inbox.message(count)).searchParams.get('token')!;
  }

  describe('refusals', () => {
    it('refuses a token that is missing, malformed, unknown or hostile, with a sentence', async () => {
      expect((await reset(undefined)).body).toEqual({ error: 'token is required.' });
      for (const token of ['short', 'x'.repeat(44), 'a'.repeat(42) + '!', 42, ['a'.repeat(43)]]) {
        const res = await reset(token);
        expect([res.status, res.body.error]).toEqual([400, expect.any(String)]);
      }
      for (const body of hostile('token', { newPassword: NEW_PASSWORD })) {
        const res = await rawPost('/api/user/resetpassword', body);
        expect([Math.floor(res.status / 100), typeof res.body.error]).toEqual([4, 'string']);
      }
      expect((await reset('a'.repeat(43))).body).toEqual({ error: INVALID });
    });

    it('refuses an address that is not one, and hostile ones', async () => {
      for (const email of ['', 'not an address', 'x'.repeat(250) + '@a.example', 7, null]) {
        const res = await requestReset(email);
        expect([res.status, typeof res.body.error]).toEqual([400, 'string']);
      }
      for (const body of hostile('email', {})) {
        const res = await rawPost('/api/user/requestpasswordreset', body);
        expect([Math.floor(res.status / 100), typeof res.body.error]).toEqual([4, 'string']);
      }
      expect(inbox.messages).toHaveLength(0);
    });
  });

  it('mails a single-use link that sets a new password, signs the account out everywhere and the reader in', async () => {
    const account = newAccount('forgetful');
    const first = t.agent();
    await signup(first, account);
    const second = t.agent();
    const { email, password } = account;
    expect((await second.post('/api/login').send({ body: { email, password } })).status).toBe(200);
    const count = inbox.messages.length;
    const stranger = t.agent();
    // Any spelling of the address the account uses.
    const asked = await requestReset(`  ${account.email.toUpperCase()} `, stranger);
    expect([asked.status, asked.body]).toEqual([200, { Requested: true }]);
    const mail = await inbox.message(count);
    expect(mail.to).toMatchObject({ text: account.email });
    expect(mail.from?.text).toContain('no-reply@localhost');
    expect(mail.subject).toBe('Reset your password on Opinion Encyclopedia');
    expect(mail.text).toContain(`Hello ${account.username},`);
    expect(mail.html).toBe(false);
    const link = resetLinkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe('https://opinions.test/app/resetpassword');
    const token = link.searchParams.get('token')!;
    // Only the token's hash is kept.
    const [row] = await t.sql<{ token_hash: string }>('SELECT token_hash FROM password_resets');
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(token);

    // A password the rules refuse leaves the link usable.
    const weak = await reset(token, account.username + '12345', stranger);
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(/username/);
    const done = await reset(token, NEW_PASSWORD, stranger);
    expect([done.status, done.body.User.username]).toEqual([200, account.username.toLowerCase()]);
    expect((await me(stranger))?.username).toBe(account.username.toLowerCase());
    expect(await me(first)).toBeNull();
    expect(await me(second)).toBeNull();
    expect((await login(account.email, account.password)).status).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
    // Once.
    expect((await reset(token, 'another fine passphrase')).body).toEqual({ error: INVALID });
  });

  it('answers the same for an address no account uses, and mails nothing', async () => {
    const unknown = await requestReset('nobody-here@example.org');
    expect([unknown.status, unknown.body]).toEqual([200, { Requested: true }]);
    // The next message is the next known address's: nothing was sent for the unknown one.
    const account = newAccount('known');
    await signup(t.agent(), account);
    const count = inbox.messages.length;
    await mailedToken(account.email);
    expect(inbox.messages.slice(count).map((m) => m.to)).toEqual([
      expect.objectContaining({ text: account.email }),
    ]);
  });

  it('refuses an expired link, and one voided by a password change or a later reset', async () => {
    const account = newAccount('expired');
    const agent = t.agent();
    await signup(agent, account);
    const expired = await mailedToken(account.email);
    await t.sql(`UPDATE password_resets SET expires_at = now() - interval '1 second'`);
    expect((await reset(expired)).body).toEqual({ error: INVALID });

    const beforeChange = await mailedToken(account.email);
    const changed = await agent
      .post('/api/user/changepassword')
      .send({ body: { oldPassword: account.password, newPassword: NEW_PASSWORD } });
    expect(changed.status).toBe(200);
    expect((await reset(beforeChange, 'yet another passphrase')).body).toEqual({ error: INVALID });
  });

  it('lets one of two uses of a link at the same time through', async () => {
    const account = newAccount('twice');
    await signup(t.agent(), account);
    const token = await mailedToken(account.email);
    const answers = await Promise.all([
      reset(token, 'first concurrent passphrase'),
      reset(token, 'second concurrent passphrase'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('limits requests per address, whether or not an account uses it, with the same answer', async () => {
    const account = newAccount('limited');
    await signup(t.agent(), account);
    // This file's earlier requests came from the same network: its limit starts again here.
    await t.sql('DELETE FROM rate_limit');
    for (const email of [account.email, 'no-account-limited@example.org']) {
      for (let i = 0; i < 3; i++) expect((await requestReset(email)).status).toBe(200);
      const refused = await requestReset(email);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/^Too many password reset requests for this e-mail/);
    }
  });

  it('logs in with the username or the e-mail address', async () => {
    const account = newAccount('either');
    await signup(t.agent(), account);
    for (const given of [account.email, account.username, account.username.toUpperCase()])
      expect((await login(given, account.password)).status).toBe(200);
    expect((await login(account.username, 'a wrong passphrase!')).body).toEqual({
      error: 'Wrong email, username or password.',
    });
  });
});

describe('password reset mail without SMTP', () => {
  it('is written to the outbox folder under DATA_DIR', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'outbox-test-'));
    const t = await startTestApp({ dataDir });
    try {
      const account = newAccount('outbox');
      await signup(t.agent(), account);
      await request(t.http)
        .post('/api/user/requestpasswordreset')
        .send({ body: { email: account.email } });
      const outbox = path.join(dataDir, 'outbox');
      let files: string[] = [];
      for (let i = 0; i < 100 && files.length === 0; i++) {
        files = await readdir(outbox).catch(() => []);
        if (files.length === 0) await new Promise((r) => setTimeout(r, 50));
      }
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const message = await simpleParser(await readFile(path.join(outbox, files[0])));
      expect(message.to).toMatchObject({ text: account.email });
      expect(resetLinkIn(message).searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    } finally {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
