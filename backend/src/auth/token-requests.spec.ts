import { describe, expect, it } from '@jest/globals';
import { sessionOnlyPath } from './token-requests.js';

describe('sessionOnlyPath', () => {
  it.each([
    '/api/tokens',
    '/api/tokens/',
    '/api/Tokens/abc/revoke',
    '/api/signup',
    '/api/login',
    '/api/LOGOUT/',
    '/api/user/changepassword',
    '/api/user/requestpasswordreset',
    '/api/user/resetpassword',
  ])('keeps %s for browser sessions', (path) => expect(sessionOnlyPath(path)).toBe(true));

  it.each([
    '/api/changes',
    '/api/tokensmith',
    '/api/user/setprofilefields',
    '/api/user/profile',
    '/api/convo/new',
    '/tokens',
  ])('lets a token use %s', (path) => expect(sessionOnlyPath(path)).toBe(false));
});
