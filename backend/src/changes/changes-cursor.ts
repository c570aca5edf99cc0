import { BadRequestException } from '@nestjs/common';
import { ID_PATTERN } from '../common/id-validation.js';

/**
 * A place in the recent-changes feed: after the revision `id` written by transaction `xid`
 * (revisions are listed by (xid, id)). Opaque to clients: base64url of "<xid>.<id>".
 */
export interface ChangesCursor {
  /** A transaction id (xid8) as decimal text: it may exceed 2^53. */
  xid: string;
  /** '' stands before every revision of that transaction. */
  id: string;
}

/** Before every revision. */
export const FEED_START: ChangesCursor = { xid: '0', id: '' };

const MAX_XID = (1n << 63n) - 1n;
const DECODED = /^(0|[1-9][0-9]{0,18})\.([A-Za-z0-9_-]{0,16})$/;
const BAD_CURSOR =
  'cursor must be the NextCursor of an earlier answer of GET /api/changes (or be left out to start at the beginning).';

export function encodeCursor(cursor: ChangesCursor): string {
  return Buffer.from(`${cursor.xid}.${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(text: string): ChangesCursor {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(text)) throw new BadRequestException(BAD_CURSOR);
  const match = DECODED.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match || BigInt(match[1]) > MAX_XID || (match[2] !== '' && !ID_PATTERN.test(match[2])))
    throw new BadRequestException(BAD_CURSOR);
  return { xid: match[1], id: match[2] };
}

/**
 * The cursor after everything a snapshot whose xmin is `xmin` saw committed (a dump's, say): it
 * may list again some revisions that snapshot saw (those of transactions at or above its xmin
 * that had committed), never miss one.
 */
export function cursorAtSnapshot(xmin: string): ChangesCursor {
  return { xid: xmin, id: '' };
}
