import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { newId } from '../common/ids.js';
import { cookieValue } from './session-cookie.js';

/**
 * An anonymous visitor votes under an id kept in a signed cookie that the site set on an earlier
 * answer. The cookie is stateless (no session row), so reading pages and voting anonymously costs
 * no storage, and a client that keeps no cookies never becomes a voter at all.
 */
export const VOTER_COOKIE = 'opinions.voter';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
// Only the API reads it (votes, and login to adopt them); pages stay cacheable and cookie-free.
const COOKIE_PATH = '/api';
const ID = /^[A-Za-z0-9_-]{12}$/;

const KEY = Symbol('anonymousVoterKey');

interface WithVoterKey {
  [KEY]?: Buffer;
}

function mac(key: Buffer, id: string): Buffer {
  return createHmac('sha256', key).update(id).digest();
}

function keyOf(req: Request): Buffer {
  const key = (req as Request & WithVoterKey)[KEY];
  if (!key) throw new Error('anonymousVoterCookies() must run before the vote handlers.');
  return key;
}

function voterCookie(req: Request): string | undefined {
  return cookieValue(req.headers.cookie, VOTER_COOKIE);
}

/** The key voter cookies are signed with, derived from the session secret. */
export function anonymousVoterKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('anonymous-voter-cookie').digest();
}

/** Makes the signing key available to the functions below. */
export function anonymousVoterCookies(secret: string) {
  const key = anonymousVoterKey(secret);
  return (req: Request, _res: Response, next: NextFunction) => {
    Object.defineProperty(req, KEY, { value: key });
    next();
  };
}

/** The anonymous voter id of a Cookie header's voter cookie if this site signed it. */
export function anonymousVoterOf(
  cookieHeader: string | undefined,
  key: Buffer,
): string | undefined {
  const value = cookieValue(cookieHeader, VOTER_COOKIE);
  if (!value) return undefined;
  const dot = value.indexOf('.');
  const id = value.slice(0, dot);
  if (dot < 0 || !ID.test(id)) return undefined;
  const given = Buffer.from(value.slice(dot + 1), 'base64url');
  const expected = mac(key, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

/** The anonymous voter id of a cookie this site signed, or undefined. */
export function anonymousVoter(req: Request): string | undefined {
  return anonymousVoterOf(req.headers.cookie, keyOf(req));
}

/** Sets a new voter cookie on the answer; the browser sends it with its next API request. */
export function issueAnonymousVoter(req: Request, res: Response): string {
  const id = newId();
  res.cookie(VOTER_COOKIE, `${id}.${mac(keyOf(req), id).toString('base64url')}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    maxAge: ONE_YEAR_MS,
    path: COOKIE_PATH,
  });
  return id;
}

/** After login the account votes as itself; a later logout starts a new anonymous voter. */
export function forgetAnonymousVoter(req: Request, res: Response): void {
  if (voterCookie(req) === undefined) return;
  res.clearCookie(VOTER_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: COOKIE_PATH,
  });
}
