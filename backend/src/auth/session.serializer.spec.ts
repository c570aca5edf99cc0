import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Request } from 'express';
import session, { type SessionData } from 'express-session';
import passport from 'passport';
import type { Pool } from 'pg';
import { SessionStore, withSessionUser, type SessionUserRow } from '../session/session-store.js';
import type { UserEntity } from '../users/user.entity.js';
import type { UsersService } from '../users/users.service.js';
import { SessionSerializer } from './session.serializer.js';

const ada = { id: 'u1', username: 'ada' } as UserEntity;

const findById = jest.fn(async (id: string) => (id === 'u1' ? ada : null));
const fromRow = jest.fn((row: Record<string, unknown>) => ({ ...row }) as unknown as UserEntity);
// Passport's (de)serialisers are process-global, and the first registered answers: one instance.
new SessionSerializer({ findById, fromRow } as unknown as UsersService);

/** A request whose session was loaded by the store, with the row the store read alongside. */
function loadedRequest(row: SessionUserRow): Request {
  const req = { sessionID: 'sid1' } as Request;
  const data = { cookie: new session.Cookie(), passport: { user: 'u1' } } as SessionData;
  new SessionStore({} as Pool).createSession(req, withSessionUser(data, row));
  return req;
}

function deserialize(id: string, req: Request): Promise<unknown> {
  return new Promise((resolve, reject) =>
    passport.deserializeUser(id, req, (error, user) => (error ? reject(error) : resolve(user))),
  );
}

describe('session serializer', () => {
  beforeEach(() => {
    findById.mockClear();
    fromRow.mockClear();
  });

  it('stores only the user id', async () => {
    const id = await new Promise((resolve) =>
      passport.serializeUser(ada, {} as Request, (_error, value) => resolve(value)),
    );
    expect(id).toBe('u1');
  });

  it('uses the users row read with the session, without another query', async () => {
    const user = await deserialize('u1', loadedRequest({ id: 'u1', username: 'ada' }));
    expect(user).toEqual({ id: 'u1', username: 'ada' });
    expect(fromRow).toHaveBeenCalledTimes(1);
    expect(findById).not.toHaveBeenCalled();
  });

  it('logs out a session whose account no longer exists', async () => {
    expect(await deserialize('u1', loadedRequest(null))).toBe(false);
    expect(findById).not.toHaveBeenCalled();
  });

  it('reads the user itself when the row is missing or belongs to another id', async () => {
    expect(await deserialize('u1', {} as Request)).toBe(ada);
    expect(await deserialize('u1', loadedRequest({ id: 'u2' }))).toBe(ada);
    expect(findById).toHaveBeenCalledTimes(2);
  });
});
