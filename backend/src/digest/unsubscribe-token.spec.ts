import { describe, expect, it } from '@jest/globals';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';

const SECRET = 'a secret for the tests';

describe('unsubscribe tokens', () => {
  it('answers the user id of a token it signed', () => {
    const token = unsubscribeToken(SECRET, 'Ab3_-xYz0123');
    expect(token).toMatch(/^Ab3_-xYz0123\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeToken(SECRET, token)).toBe('Ab3_-xYz0123');
  });

  it('refuses a changed id, a changed signature, another secret and malformed tokens', () => {
    const token = unsubscribeToken(SECRET, 'user00000001');
    const [, sig] = token.split('.');
    const flipped = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
    for (const bad of [
      `user00000002.${sig}`,
      `user00000001.${flipped}`,
      unsubscribeToken('another secret', 'user00000001'),
      token.slice(0, -1),
      `${token}x`,
      `${token}\u0000`,
      `user\u000000001.${sig}`,
      '.' + sig,
      'user00000001',
      'x'.repeat(100_000),
      '',
      42,
      null,
      [token],
    ])
      expect(verifyUnsubscribeToken(SECRET, bad)).toBeNull();
  });
});
