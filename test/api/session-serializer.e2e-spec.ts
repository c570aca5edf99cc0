import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Request } from 'express';
import type { SessionData } from 'express-session';
import passport from 'passport';
import pg from 'pg';
import request from 'supertest';
import { SessionStore } from '../../backend/src/session/session-store.js';
import { UserEntity } from '../../backend/src/users/user.entity.js';
import { UsersService } from '../../backend/src/users/users.service.js';
import { signup, startTestApp, type TestApp } from './support/test-app.js';

/** The app's own SessionSerializer (registered with passport when the app starts), on a real database. */
describe('session serializer', () => {
  let t: TestApp;
  let pool: pg.Pool;
  let store: SessionStore;
  beforeAll(async () => {
    t = await startTestApp();
    pool = new pg.Pool({ connectionString: t.databaseUrl, max: 2 });
    store = new SessionStore(pool);
  });
  afterAll(async () => {
    await pool.end();
    await t.close();
  });

  function sessionIdOf(res: request.Response): string {
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('opinions.sid='))!;
    return /^s:(.+)\.[^.]+$/.exec(decodeURIComponent(cookie.split(';')[0].split('=')[1]))![1];
  }

  /** A request whose session the real store loaded, with the users row it read alongside. */
  async function loadedRequest(sid: string): Promise<Request> {
    const data = await new Promise<SessionData | null | undefined>((resolve, reject) =>
      store.get(sid, (error, session) => (error ? reject(error) : resolve(session))),
    );
    const req = { sessionID: sid } as Request;
    store.createSession(req, data!);
    return req;
  }

  function deserialize(id: string, req: Request): Promise<unknown> {
    return new Promise((resolve, reject) =>
      passport.deserializeUser(id, req, (error, user) => (error ? reject(error) : resolve(user))),
    );
  }

  it('keeps only the user id in the session, none of the account', async () => {
    const agent = t.agent();
    const account = await signup(agent);
    const login = await agent
      .post('/api/login')
      .send({ body: { email: account.email, password: account.password } });
    const [row] = await t.sql<{ sess: Record<string, unknown> }>(
      'SELECT sess FROM session WHERE sid = $1',
      [sessionIdOf(login)],
    );
    expect(row.sess.passport).toEqual({ user: account.uid });
    const stored = JSON.stringify(row.sess);
    expect(stored).not.toContain(account.email);
    expect(stored).not.toContain('argon2');
  });

  it('logs out a session whose account was deleted, without reading the user again', async () => {
    const agent = t.agent();
    const { uid } = await signup(agent);
    const [{ sid }] = await t.sql<{ sid: string }>(
      `SELECT sid FROM session WHERE sess #>> '{passport,user}' = $1`,
      [uid],
    );
    await t.sql('DELETE FROM users WHERE id = $1', [uid]);
    const findById = jest.spyOn(t.app.get(UsersService), 'findById');
    try {
      expect(await deserialize(uid, await loadedRequest(sid))).toBe(false);
      expect((await agent.get('/api/home')).body.User).toBeNull();
      expect(findById).not.toHaveBeenCalled();
    } finally {
      findById.mockRestore();
    }
  });

  it('builds the user from the row read with the session, without another query', async () => {
    const agent = t.agent();
    const account = await signup(agent);
    const [{ sid }] = await t.sql<{ sid: string }>(
      `SELECT sid FROM session WHERE sess #>> '{passport,user}' = $1`,
      [account.uid],
    );
    await t.sql(`UPDATE users SET role = 'mod' WHERE id = $1`, [account.uid]);
    const findById = jest.spyOn(t.app.get(UsersService), 'findById');
    try {
      const user = (await deserialize(account.uid, await loadedRequest(sid))) as UserEntity;
      expect(user).toBeInstanceOf(UserEntity);
      expect(user).toMatchObject({
        id: account.uid,
        username: account.username.toLowerCase(),
        role: 'mod',
      });
      expect(user.createdAt).toBeInstanceOf(Date);
      expect((await agent.get('/api/home')).body.User).toMatchObject({ role: 'mod' });
      expect(findById).not.toHaveBeenCalled();
    } finally {
      findById.mockRestore();
    }
  });

  it('reads the user itself when the session was not loaded with it, or with another id', async () => {
    const first = await signup(t.agent());
    const second = await signup(t.agent());
    const [{ sid }] = await t.sql<{ sid: string }>(
      `SELECT sid FROM session WHERE sess #>> '{passport,user}' = $1`,
      [first.uid],
    );
    const findById = jest.spyOn(t.app.get(UsersService), 'findById');
    try {
      expect(await deserialize(first.uid, {} as Request)).toMatchObject({ id: first.uid });
      expect(await deserialize(second.uid, await loadedRequest(sid))).toMatchObject({
        id: second.uid,
      });
      expect(await deserialize('nobody-here1', {} as Request)).toBe(false);
      expect(findById).toHaveBeenCalledTimes(3);
    } finally {
      findById.mockRestore();
    }
  });

  it('stores only the id when serialising', async () => {
    const account = await signup(t.agent());
    const user = await t.app.get(UsersService).findById(account.uid);
    const stored = await new Promise((resolve, reject) =>
      passport.serializeUser(user!, {} as Request, (error, id) =>
        error ? reject(error) : resolve(id),
      ),
    );
    expect(stored).toBe(account.uid);
  });
});
