import { describe, expect, it } from '@jest/globals';
import type { AppConfig } from '../config/config.js';
import type { PersonalNotice, PersonalNotices } from './personal-notices.js';
import { type CachedSession, readSession, SessionCache } from './session-cache.js';

/** The notices' two faces the cache uses: whether they are heard, and the notices themselves. */
function notices(listening = true) {
  const subscribers: ((notice: PersonalNotice) => void)[] = [];
  return {
    listening,
    subscribe: (fn: (notice: PersonalNotice) => void) => void subscribers.push(fn),
    send: (notice: PersonalNotice) => subscribers.forEach((fn) => fn(notice)),
  };
}

function cacheWith(n: ReturnType<typeof notices>, enabled = true) {
  return new SessionCache(
    n as unknown as PersonalNotices,
    {
      sessionCache: enabled,
    } as AppConfig,
  );
}

const session = (userId: string | null, expiresAt = Date.now() + 60_000): CachedSession => ({
  sessJson: JSON.stringify({ passport: userId ? { user: userId } : undefined }),
  user: userId ? { id: userId } : null,
  expiresAt,
});

describe('SessionCache', () => {
  it('keeps nothing while notices cannot be heard, or when turned off', () => {
    for (const cache of [cacheWith(notices(false)), cacheWith(notices(), false)]) {
      cache.set('sid1', session('u1'), cache.mark);
      expect(cache.get('sid1')).toBeUndefined();
    }
  });

  it('does not keep a read that started before a forget, nor an expired session', () => {
    const cache = cacheWith(notices());
    const mark = cache.mark;
    cache.forget('other');
    cache.set('sid1', session('u1'), mark);
    expect(cache.get('sid1')).toBeUndefined();
    cache.set('sid2', session('u1', Date.now() - 1), cache.mark);
    expect(cache.get('sid2')).toBeUndefined();
  });

  it("forgets a session, an account's sessions, or all, on notice", () => {
    const n = notices();
    const cache = cacheWith(n);
    for (const [sid, user] of [
      ['a1', 'u1'],
      ['a2', 'u1'],
      ['b1', 'u2'],
      ['c1', 'u3'],
    ] as const)
      cache.set(sid, session(user), cache.mark);
    n.send({ kind: 'sid', id: 'c1' });
    expect(cache.get('c1')).toBeUndefined();
    n.send({ kind: 'user', id: 'u1' });
    expect([cache.get('a1'), cache.get('a2')]).toEqual([undefined, undefined]);
    expect(cache.get('b1')?.user).toEqual({ id: 'u2' });
    n.send({ kind: 'voter', id: 'u:u2' });
    expect(cache.get('b1')).toBeDefined();
    n.send({ kind: 'all' });
    expect(cache.size).toBe(0);
  });
});

describe('readSession', () => {
  it('is signed in only as the account the session names and the store found', () => {
    expect(readSession(session('u1')).userId).toBe('u1');
    expect(readSession(session(null)).userId).toBeUndefined();
    // The account is gone (its row did not come back with the session).
    expect(readSession({ ...session('u1'), user: null }).userId).toBeUndefined();
    expect(readSession({ ...session('u1'), user: { id: 'u2' } } as CachedSession).userId).toBe(
      undefined,
    );
  });

  it('parses a kept session once, and what it answers cannot be changed', () => {
    const kept: CachedSession = {
      ...session('u1'),
      sessJson: JSON.stringify({ anonVoterId: 'v1' }),
    };
    const first = readSession(kept);
    expect(readSession(kept)).toBe(first);
    expect(first.fields).toEqual({ anonVoterId: 'v1' });
    expect(Object.isFrozen(first.fields)).toBe(true);
    // Another entry with the same text is parsed for itself.
    expect(readSession({ ...kept })).not.toBe(first);
  });
});
