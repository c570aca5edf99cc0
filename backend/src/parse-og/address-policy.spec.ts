import { describe, expect, it } from '@jest/globals';
import { isAllowedAddress } from './address-policy.js';

const closed = { allowLoopback: false };
const testing = { allowLoopback: true };

describe('isAllowedAddress', () => {
  it('allows public unicast addresses, IPv4 and IPv6', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '[2a00:1450::1]'])
      expect(isAllowedAddress(address, closed)).toBe(true);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback /8', '127.255.0.9'],
    ['private 10/8', '10.0.0.1'],
    ['private 172.16/12', '172.20.1.1'],
    ['private 192.168/16', '192.168.1.1'],
    ['link-local', '169.254.10.10'],
    ['cloud metadata', '169.254.169.254'],
    ['carrier-grade NAT (and Alibaba metadata)', '100.100.100.200'],
    ['multicast', '224.0.0.1'],
    ['unspecified', '0.0.0.0'],
    ['this network', '0.1.2.3'],
    ['broadcast', '255.255.255.255'],
    ['reserved', '240.0.0.1'],
    ['IPv6 loopback', '::1'],
    ['IPv6 loopback in brackets', '[::1]'],
    ['IPv6 unspecified', '::'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 link-local with zone', 'fe80::1%eth0'],
    ['IPv6 unique-local', 'fd00::1'],
    ['AWS IPv6 metadata', 'fd00:ec2::254'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private (hex form)', '::ffff:a00:1'],
    ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
    ['NAT64 of a private address', '64:ff9b::a00:1'],
    ['6to4', '2002:7f00:1::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ])('refuses %s (%s)', (_name, address) => {
    expect(isAllowedAddress(address, closed)).toBe(false);
  });

  it('refuses what is not a standard address form (ipaddr.js would read 127.1 and 0x7f.0.0.1)', () => {
    for (const text of ['127.1', '0x7f.0.0.1', '2130706433', 'localhost', '', 'a.b.c.d'])
      expect(isAllowedAddress(text, closed)).toBe(false);
  });

  it('lets loopback through only with allowLoopback, and nothing else private', () => {
    expect(isAllowedAddress('127.0.0.1', testing)).toBe(true);
    expect(isAllowedAddress('::1', testing)).toBe(true);
    expect(isAllowedAddress('::ffff:127.0.0.1', testing)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', testing)).toBe(false);
    expect(isAllowedAddress('169.254.169.254', testing)).toBe(false);
  });
});
