import { createHash, randomBytes } from 'node:crypto';

/** What every token starts with, so a leaked one is recognised (secret scanners, logs). */
export const TOKEN_PREFIX = 'oe_';
/** 256 random bits, base64url: 43 characters after the prefix. */
const TOKEN_FORMAT = /^oe_[A-Za-z0-9_-]{43}$/;
/** Characters shown to tell tokens apart ("oe_" and 8 of the secret's 43: 48 of its 256 bits). */
const SHOWN_LENGTH = TOKEN_PREFIX.length + 8;

export interface NewTokenSecret {
  /** Shown once to its owner; never stored. */
  token: string;
  hash: string;
  prefix: string;
}

export function newTokenSecret(): NewTokenSecret {
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token), prefix: token.slice(0, SHOWN_LENGTH) };
}

/** A high-entropy secret needs no slow hash: SHA-256, hex. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function isTokenShaped(token: string): boolean {
  return TOKEN_FORMAT.test(token);
}

/** The token of an `Authorization: Bearer <token>` header; undefined for another scheme. */
export function bearerTokenOf(authorization: string | undefined): string | undefined {
  const match = authorization === undefined ? null : /^Bearer[ ]+(\S*)[ ]*$/i.exec(authorization);
  return match ? match[1] : undefined;
}

export function isBearer(authorization: string | undefined): boolean {
  return authorization !== undefined && /^Bearer(?:[ ]|$)/i.test(authorization);
}
