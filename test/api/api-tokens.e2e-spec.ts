import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { expectError } from './support/api-checks.js';
import { type AppProcess, eventually, spawnApp } from './support/app-processes.js';
import {
  type Agent,
  deleteArtifact,
  newConvo,
  newPos,
  userWithRole,
} from './support/opinion-map.js';
import { newAccount, signup, startTestApp, type TestApp } from './support/test-app.js';

interface TokenBody {
  ID: string;
  Name: string;
  Scope: 'read' | 'write';
  Prefix: string;
  Created: string;
  LastUsed: string | null;
}

const MAX_TOKENS = 20;

describe('personal API tokens', () => {
  let t: TestApp;
  /** A second, real app process on the same database (its own caches, its own log). */
  let b: AppProcess;
  let dataDir: string;
  let owner: { agent: Agent; uid: string; username: string };

  async function create(agent: Agent, Name: string, Scope: 'read' | 'write') {
    const res = await agent.post('/api/tokens').send({ body: { Name, Scope } });
    expect(res.status).toBe(201);
    return res.body as { ApiToken: TokenBody; Token: string };
  }

  const withToken = (token: string, base: TestApp['http'] | string = t.http) => ({
    get: (url: string) => request(base).get(url).set('Authorization', `Bearer ${token}`),
    post: (url: string, body: unknown) =>
      request(base).post(url).set('Authorization', `Bearer ${token}`).send({ body }),
  });

  const newQuestion = {
    title: 'Should bots write questions with tokens',
    description: 'Bots that hold a write token may do what their account may. '.repeat(4),
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await userWithRole(t);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'opinions-tokens-'));
    b = await spawnApp('B', {
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'api-tokens-secret-of-some-length',
      SEED_DEMO: 'false',
      JOB_QUEUE: 'off',
      PAGE_CACHE: 'on',
      SESSION_CACHE: 'on',
      RATE_LIMIT_FACTOR: '100',
      // Every line the app may write: the token must be in none of them.
      LOG_LEVEL: 'trace',
    });
  });
  afterAll(async () => {
    await b?.stop();
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('managing tokens (/api/tokens): a browser session only', () => {
    it('refuses anonymous requests with 401', async () => {
      expectError(await request(t.http).get('/api/tokens'), 401);
      expectError(
        await request(t.http)
          .post('/api/tokens')
          .send({ body: { Name: 'x', Scope: 'read' } }),
        401,
      );
      expectError(await request(t.http).post('/api/tokens/abc/revoke'), 401);
    });

    it('refuses a token, even a write one: a token cannot list, mint or revoke tokens, nor manage the account', async () => {
      const { Token, ApiToken } = await create(owner.agent, 'Minting bot', 'write');
      const bot = withToken(Token);
      expectError(await bot.get('/api/tokens'), 403, /API tokens cannot manage/);
      expectError(await bot.get('/api/TOKENS/'), 403, /API tokens cannot manage/);
      expectError(await bot.post('/api/tokens', { Name: 'x', Scope: 'write' }), 403);
      expectError(await bot.post(`/api/tokens/${ApiToken.ID}/revoke`, {}), 403);
      expectError(
        await bot.post('/api/user/changepassword', {
          oldPassword: 'a perfectly long passphrase',
          newPassword: 'another perfectly long passphrase',
        }),
        403,
        /API tokens cannot manage/,
      );
      expectError(await bot.post('/api/logout', {}), 403);
      const left = await owner.agent.get('/api/tokens');
      expect(left.body.Tokens.map((token: TokenBody) => token.ID)).toContain(ApiToken.ID);
    });

    it.each([
      [{ Name: '', Scope: 'read' }, /Name must be 1 to 60 characters/],
      [{ Name: '   ', Scope: 'read' }, /Name must be 1 to 60 characters/],
      [{ Name: 'x'.repeat(61), Scope: 'read' }, /Name must be 1 to 60 characters/],
      [{ Name: 42, Scope: 'read' }, /Name must be text/],
      [{ Name: 'Bot', Scope: 'admin' }, /Scope must be read or write/],
      [{ Name: 'Bot' }, /Scope is required/],
      [{ Name: 'Bot', Scope: 'read', Token: 'oe_mine' }, /Unknown field "Token"/],
    ])('refuses the body %j with a 400 naming the field', async (body, message) => {
      expectError(await owner.agent.post('/api/tokens').send({ body }), 400, message);
    });

    it('shows the token once, recognisable by its prefix, and keeps only its hash', async () => {
      const { ApiToken, Token } = await create(owner.agent, '  Mirror bot  ', 'read');
      expect(Token).toMatch(/^oe_[A-Za-z0-9_-]{43}$/);
      expect(ApiToken).toEqual({
        ID: expect.any(String),
        Name: 'Mirror bot',
        Scope: 'read',
        Prefix: Token.slice(0, 11),
        Created: expect.any(String),
        LastUsed: null,
      });
      const list = await owner.agent.get('/api/tokens');
      expect(list.status).toBe(200);
      expect(list.headers['cache-control']).toBe('private, no-store');
      expect(list.body.Max).toBe(MAX_TOKENS);
      expect(list.body.Tokens[0]).toEqual(ApiToken);
      expect(JSON.stringify(list.body)).not.toContain(Token.slice(11));
      const rows = await t.sql('SELECT * FROM api_tokens WHERE id = $1', [ApiToken.ID]);
      expect(JSON.stringify(rows)).not.toContain(Token.slice(11));
    });

    it('lists only your own tokens, and revokes only your own (404 for anyone else’s)', async () => {
      const other = await userWithRole(t);
      const { ApiToken } = await create(owner.agent, 'Mine', 'read');
      expect((await other.agent.get('/api/tokens')).body.Tokens).toEqual([]);
      expectError(
        await other.agent.post(`/api/tokens/${ApiToken.ID}/revoke`),
        404,
        /no API token with id/,
      );
      expectError(await owner.agent.post('/api/tokens/not%20an%20id/revoke'), 400, /id must be/);
    });

    it(`holds at most ${MAX_TOKENS} tokens an account, also when asked for many at once`, async () => {
      const busy = await userWithRole(t);
      const answers = await Promise.all(
        Array.from({ length: MAX_TOKENS + 5 }, (_, i) =>
          busy.agent.post('/api/tokens').send({ body: { Name: `Bot ${i}`, Scope: 'read' } }),
        ),
      );
      expect(answers.filter((res) => res.status === 201)).toHaveLength(MAX_TOKENS);
      for (const res of answers.filter((res) => res.status !== 201))
        expectError(res, 409, /revoke one you no longer use first/);
      const list = (await busy.agent.get('/api/tokens')).body.Tokens as TokenBody[];
      expect(list).toHaveLength(MAX_TOKENS);
      // Revoking one makes room for one.
      expect((await busy.agent.post(`/api/tokens/${list[0].ID}/revoke`)).status).toBe(200);
      await create(busy.agent, 'One more', 'read');
    });
  });

  describe('using a token', () => {
    it('acts as its account without cookies: no session is made, nothing is cached for others', async () => {
      const { Token } = await create(owner.agent, 'Reader', 'read');
      const sessionsBefore = await t.sql('SELECT sid FROM session');
      const me = await withToken(Token).get('/api/me?path=/');
      expect(me.status).toBe(200);
      expect(me.body.User.username).toBe(owner.username);
      expect(me.headers['set-cookie']).toBeUndefined();
      expect(await t.sql('SELECT sid FROM session')).toEqual(sessionsBefore);
      const [row] = await t.sql<{ last_used_at: Date | null }>(
        'SELECT last_used_at FROM api_tokens WHERE prefix = $1',
        [Token.slice(0, 11)],
      );
      expect(row.last_used_at).not.toBeNull();
    });

    it('a read token reads, and cannot write: 403 with a clear error', async () => {
      const { Token } = await create(owner.agent, 'Read-only bot', 'read');
      const bot = withToken(Token);
      expect((await bot.get('/api/changes')).status).toBe(200);
      const refused = await bot.post('/api/convo/new', newQuestion);
      expectError(refused, 403, /read scope: it may only read \(GET\)/);
      expect(await t.sql('SELECT id FROM convos WHERE title = $1', [newQuestion.title])).toEqual(
        [],
      );
    });

    it('a write token does what its account may, as the account, and never more: the role is read on every request', async () => {
      const { Token } = await create(owner.agent, 'Writing bot', 'write');
      const bot = withToken(Token);
      const created = await bot.post('/api/convo/new', newQuestion);
      expect(created.status).toBe(201);
      const [convo] = await t.sql<{ created_by: string }>(
        'SELECT created_by FROM convos WHERE id = $1',
        [created.body.ConvoID],
      );
      expect(convo.created_by).toBe(owner.uid);

      // Deleting a position needs an editor: refused to the user's token as to their session.
      const posID = await newPos(owner.agent, created.body.ConvoID);
      const bySession = await deleteArtifact(owner.agent, 'pos', posID);
      const byToken = await bot.post('/api/pos/edit', {
        posID,
        action: { ActionName: 'PosDelete', ArgsJSON: '{}' },
      });
      expectError(byToken, 403);
      expect(byToken.body).toEqual(bySession.body);

      await t.sql(`UPDATE users SET role = 'editor' WHERE id = $1`, [owner.uid]);
      try {
        const asEditor = await bot.post('/api/pos/edit', {
          posID,
          action: { ActionName: 'PosDelete', ArgsJSON: '{}' },
        });
        expect(asEditor.status).toBe(200);
      } finally {
        await t.sql(`UPDATE users SET role = 'user' WHERE id = $1`, [owner.uid]);
      }
      const posID2 = await newPos(owner.agent, created.body.ConvoID);
      expectError(
        await bot.post('/api/pos/edit', {
          posID: posID2,
          action: { ActionName: 'PosDelete', ArgsJSON: '{}' },
        }),
        403,
      );
    });

    it.each([
      ['no token', 'Bearer'],
      ['a malformed token', 'Bearer not-a-token'],
      ['two tokens', `Bearer oe_${'a'.repeat(43)} oe_${'b'.repeat(43)}`],
      ['an unknown token', `Bearer oe_${'a'.repeat(43)}`],
    ])('refuses %s with 401 and WWW-Authenticate', async (_name, header) => {
      const res = await request(t.http).get('/api/changes').set('Authorization', header);
      expectError(res, 401, /API token/);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="api", error="invalid_token"');
    });

    it('leaves other Authorization schemes alone (a proxy’s Basic authentication)', async () => {
      const res = await request(t.http)
        .get('/api/changes')
        .set('Authorization', 'Basic dXNlcjpwYXNz');
      expect(res.status).toBe(200);
    });

    it("stops working with its account: a deleted account's tokens are refused", async () => {
      const gone = await userWithRole(t);
      const { Token } = await create(gone.agent, 'Orphan', 'read');
      expect((await withToken(Token).get('/api/changes')).status).toBe(200);
      await t.sql('DELETE FROM session WHERE sess::text LIKE $1', [`%${gone.uid}%`]);
      await t.sql('DELETE FROM users WHERE id = $1', [gone.uid]);
      expectError(await withToken(Token).get('/api/changes'), 401, /not valid/);
    });
  });

  describe('revocation, caches and a second process', () => {
    it('a revoked token is refused at once, by this process and by another, cached answers included', async () => {
      const convoID = await newConvo(owner.agent);
      const { Token, ApiToken } = await create(owner.agent, 'Soon revoked', 'read');
      const url = `/api/convo/get?convoID=${convoID}`;
      // B keeps the anonymous answer in its page cache...
      expect(
        await eventually(
          async () => (await request(b.url).get(url)).headers['x-page-cache'] === 'hit',
        ),
      ).toBe(true);
      // ...which a token's request never gets nor fills: it is checked each time.
      const viaB = await withToken(Token, b.url).get(url);
      expect(viaB.status).toBe(200);
      expect(viaB.headers['x-page-cache']).toBeUndefined();
      expect(viaB.headers['cache-control']).toMatch(/private/);
      expect((await withToken(Token, b.url).get('/api/me?path=/')).body.User.username).toBe(
        owner.username,
      );
      expect((await withToken(Token).get(url)).status).toBe(200);

      const revoked = await owner.agent.post(`/api/tokens/${ApiToken.ID}/revoke`);
      expect(revoked.status).toBe(200);
      expect(revoked.body.Tokens.map((token: TokenBody) => token.ID)).not.toContain(ApiToken.ID);

      expectError(await withToken(Token).get(url), 401, /not valid/);
      expectError(await withToken(Token, b.url).get(url), 401, /not valid/);
      expectError(await withToken(Token, b.url).get('/api/me?path=/'), 401, /not valid/);
      expectError(await withToken(Token, b.url).get('/api/search?q=tokens'), 401, /not valid/);
      expectError(await owner.agent.post(`/api/tokens/${ApiToken.ID}/revoke`), 404);
    });

    it('limits requests per token with a 429 and Retry-After (a process with tight limits)', async () => {
      const tight = await startTestApp({ rateLimitFactor: 0.01 });
      try {
        const agent = tight.agent();
        await signup(agent, newAccount('tight'));
        const res = await agent.post('/api/tokens').send({ body: { Name: 'Busy', Scope: 'read' } });
        const token = res.body.Token as string;
        // 300 a minute times 0.01: 3.
        for (let i = 0; i < 3; i++)
          expect((await withToken(token, tight.http).get('/api/changes')).status).toBe(200);
        const limited = await withToken(token, tight.http).get('/api/changes');
        expectError(limited, 429, /Too many requests with this API token; try again in 1 minute/);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
        // Another token of the same account has its own allowance.
        const other = await agent
          .post('/api/tokens')
          .send({ body: { Name: 'Calm', Scope: 'read' } });
        expect((await withToken(other.body.Token, tight.http).get('/api/changes')).status).toBe(
          200,
        );
      } finally {
        await tight.close();
      }
    });

    it("never writes a token into the app's log", async () => {
      const { Token, ApiToken } = await create(owner.agent, 'Logged bot', 'write');
      const bot = withToken(Token, b.url);
      // Answers of every kind: read, write, refused by scope, by path, bad input, not found.
      expect((await bot.get('/api/changes?limit=2')).status).toBe(200);
      expect(
        (await bot.post('/api/convo/new', { ...newQuestion, title: 'Logged question' })).status,
      ).toBe(201);
      expect((await bot.get('/api/tokens')).status).toBe(403);
      expect((await bot.get('/api/changes?limit=0')).status).toBe(400);
      expect((await bot.get('/api/nothing-here')).status).toBe(404);
      expect(
        (await request(b.url).get('/api/changes').set('Authorization', `Bearer ${Token}x`)).status,
      ).toBe(401);
      await owner.agent.post(`/api/tokens/${ApiToken.ID}/revoke`);
      expect((await bot.get('/api/changes')).status).toBe(401);
      // The request lines are there (the log is on), the token is not, nor its secret part.
      expect(await eventually(async () => b.logs().includes('/api/nothing-here'))).toBe(true);
      const logs = b.logs();
      expect(logs).toContain('/api/changes?limit=2');
      expect(logs).not.toContain(Token.slice(3));
      expect(logs).not.toContain(Token.slice(11, 30));
      expect(logs.toLowerCase()).not.toContain('bearer oe_');
    });
  });
});
