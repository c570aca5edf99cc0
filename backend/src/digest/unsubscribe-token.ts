import { createHmac, timingSafeEqual } from 'node:crypto';
import { ID_PATTERN } from '../common/id-validation.js';

/** What a token may do: the purpose is signed with the user id, so a token does nothing else. */
export const UNSUBSCRIBE_PURPOSE = 'digest-unsubscribe';

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
/** An id (up to 16), a dot and a signature (43): anything longer is not a token. */
const MAX_TOKEN_LENGTH = 16 + 1 + 43;

function signature(secret: string, userId: string): string {
  return createHmac('sha256', secret)
    .update(`${UNSUBSCRIBE_PURPOSE}:${userId}`)
    .digest('base64url');
}

/**
 * A link's token that stops one user's digests without a login: `<user id>.<HMAC-SHA256 of the
 * purpose and the id with the app's secret>`. Nothing is stored: it stays valid until the secret
 * changes, and unsubscribing twice does no harm.
 */
export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${signature(secret, userId)}`;
}

/** The user id a token was signed for, or null when it was not made by unsubscribeToken. */
export function verifyUnsubscribeToken(secret: string, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const userId = token.slice(0, dot);
  const given = token.slice(dot + 1);
  if (!ID_PATTERN.test(userId) || !SIGNATURE.test(given)) return null;
  const expected = Buffer.from(signature(secret, userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? userId : null;
}
