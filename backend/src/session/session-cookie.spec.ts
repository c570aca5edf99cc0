import { describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import { cookieValue, signedSessionId } from './session-cookie.js';

// express-session's own signer, so the test checks compatibility rather than a copy of the code.
const signature = createRequire(import.meta.url)('cookie-signature') as {
  sign(value: string, secret: string): string;
};
const SECRET = 'a secret of the right length for tests';
/** What express-session sets: "s:" + the signed id, URI-encoded. */
const cookieFor = (sid: string, secret = SECRET) =>
  encodeURIComponent(`s:${signature.sign(sid, secret)}`);

describe('session cookies', () => {
  it('refuses cookies this secret did not sign, or that are malformed', () => {
    expect(signedSessionId(undefined, SECRET)).toBeUndefined();
    expect(signedSessionId('', SECRET)).toBeUndefined();
    expect(signedSessionId(cookieFor('abc', 'another secret'), SECRET)).toBeUndefined();
    expect(
      signedSessionId(encodeURIComponent(signature.sign('abc', SECRET)), SECRET),
    ).toBeUndefined();
    expect(signedSessionId('s%3Aabc', SECRET)).toBeUndefined();
    expect(signedSessionId('s%3Aabc.', SECRET)).toBeUndefined();
    expect(signedSessionId('%E0%A4%A', SECRET)).toBeUndefined();
    const good = decodeURIComponent(cookieFor('abc'));
    expect(signedSessionId(encodeURIComponent(good.slice(0, -1) + 'x'), SECRET)).toBeUndefined();
  });

  it('reads the id of a cookie signed as express-session signs it', () => {
    expect(signedSessionId(cookieFor('Xy_z-1.2'), SECRET)).toBe('Xy_z-1.2');
    expect(signedSessionId(decodeURIComponent(cookieFor('abc')), SECRET)).toBe('abc');
  });

  it('takes the first of repeated cookies, as the cookie parser does', () => {
    expect(cookieValue('a=1; opinions.sid=first; opinions.sid=second', 'opinions.sid')).toBe(
      'first',
    );
    expect(cookieValue('xopinions.sid=1', 'opinions.sid')).toBeUndefined();
    expect(cookieValue(undefined, 'opinions.sid')).toBeUndefined();
  });
});
