import { describe, expect, it } from '@jest/globals';
import { addressKey } from './client-address.js';

describe('addressKey', () => {
  it('keeps an IPv4 address whole', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('folds every address of one IPv6 /64 into one key', () => {
    const a = addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe(a);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(a);
  });

  it('gives one key to what is not an address', () => {
    expect(addressKey(undefined)).toBe('unknown');
    expect(addressKey('not an address')).toBe('unknown');
  });
});
