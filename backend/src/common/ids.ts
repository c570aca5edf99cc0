import { randomBytes } from 'node:crypto';

/** Opaque, URL-safe, non-sequential identifiers (72 random bits, 12 characters). */
export function newId(): string {
  return randomBytes(9).toString('base64url');
}

export const ID_LENGTH = 12;
