import { describe, expect, it } from '@jest/globals';
import { cursorAtSnapshot, decodeCursor, encodeCursor, FEED_START } from './changes-cursor.js';

describe('changes cursor', () => {
  it('round-trips every transaction id up to 2^63-1 and every revision id', () => {
    for (const cursor of [
      FEED_START,
      { xid: '748', id: 'AbC-_9xYz012' },
      { xid: '9223372036854775807', id: 'abcdefghijklmnop' },
      cursorAtSnapshot('123456789012'),
    ])
      expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it('is opaque URL-safe text', () => {
    expect(encodeCursor({ xid: '748', id: 'AbC' })).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'a+b/c='],
    ['too long', 'A'.repeat(65)],
    ['no separator', Buffer.from('748').toString('base64url')],
    ['a negative xid', Buffer.from('-1.abc').toString('base64url')],
    ['a leading zero', Buffer.from('01.abc').toString('base64url')],
    ['an xid over 2^63-1', Buffer.from('9223372036854775808.abc').toString('base64url')],
    ['an id too long', Buffer.from(`1.${'a'.repeat(17)}`).toString('base64url')],
    ['an id with a NUL', Buffer.from('1.ab\u0000').toString('base64url')],
    ['a revision id', 'AbC-_9xYz012'],
  ])('refuses %s with a 400 naming cursor', (_name, text) => {
    expect(() => decodeCursor(text)).toThrow(/^cursor must be the NextCursor/);
  });
});
