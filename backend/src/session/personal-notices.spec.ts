import { describe, expect, it } from '@jest/globals';
import { parsePersonalNotice } from './personal-notices.js';

describe('parsePersonalNotice', () => {
  it('reads what the triggers send, and treats anything else as "forget everything"', () => {
    expect(parsePersonalNotice('sid:abc:def')).toEqual({ kind: 'sid', id: 'abc:def' });
    expect(parsePersonalNotice('user:u1')).toEqual({ kind: 'user', id: 'u1' });
    expect(parsePersonalNotice('voter:a:xyz')).toEqual({ kind: 'voter', id: 'a:xyz' });
    for (const payload of ['*', '', 'sid:', 'other:x', ':x'])
      expect(parsePersonalNotice(payload)).toEqual({ kind: 'all' });
  });
});
