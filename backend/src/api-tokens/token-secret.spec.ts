import { describe, expect, it } from '@jest/globals';
import {
  bearerTokenOf,
  isBearer,
  isTokenShaped,
  newTokenSecret,
  tokenHash,
} from './token-secret.js';

describe('API token secrets', () => {
  it('are recognisable, random, shown by a prefix and stored as their SHA-256', () => {
    const a = newTokenSecret();
    const b = newTokenSecret();
    expect(a.token).toMatch(/^oe_[A-Za-z0-9_-]{43}$/);
    expect(isTokenShaped(a.token)).toBe(true);
    expect(a.token).not.toBe(b.token);
    expect(a.prefix).toBe(a.token.slice(0, 11));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).toBe(tokenHash(a.token));
    expect(a.hash).not.toContain(a.token.slice(3));
  });

  it.each([
    '',
    'oe_',
    'oe_short',
    `xx_${'a'.repeat(43)}`,
    `oe_${'a'.repeat(42)}!`,
    `oe_${'a'.repeat(44)}`,
  ])('refuses the shape of %j', (token) => expect(isTokenShaped(token)).toBe(false));

  it('reads the token of a Bearer header only', () => {
    expect(bearerTokenOf('Bearer oe_abc')).toBe('oe_abc');
    expect(bearerTokenOf('bearer  oe_abc ')).toBe('oe_abc');
    expect(bearerTokenOf('Bearer ')).toBe('');
    expect(bearerTokenOf('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(bearerTokenOf('Bearer a b')).toBeUndefined();
    expect(bearerTokenOf(undefined)).toBeUndefined();
    expect(isBearer('Bearer')).toBe(true);
    expect(isBearer('Bearerx')).toBe(false);
    expect(isBearer('Basic x')).toBe(false);
  });
});
