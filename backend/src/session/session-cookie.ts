import { createHmac, timingSafeEqual } from 'node:crypto';

/** The session cookie's name (express-session's `name`). */
export const SESSION_COOKIE = 'opinions.sid';

/** The value of one cookie in a Cookie header, as sent (not decoded), or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header || !header.includes(`${name}=`)) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    // Like the cookie parser express-session uses: the first one counts.
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The session id of an express-session cookie ("s:" + id + "." + HMAC-SHA256 in base64 without
 * padding, URI-encoded), checked against the secret as express-session checks it; undefined when
 * the cookie is absent, malformed or not signed with this secret.
 */
export function signedSessionId(raw: string | undefined, secret: string): string | undefined {
  if (!raw) return undefined;
  let value: string;
  try {
    value = raw.includes('%') ? decodeURIComponent(raw) : raw;
  } catch {
    return undefined;
  }
  if (value.startsWith('"') && value.endsWith('"') && value.length > 1) value = value.slice(1, -1);
  if (!value.startsWith('s:')) return undefined;
  const dot = value.lastIndexOf('.');
  if (dot < 3) return undefined;
  const sid = value.slice(2, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(
    createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, ''),
  );
  return given.length === expected.length && timingSafeEqual(given, expected) ? sid : undefined;
}
