import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** What the page fetcher may connect to. */
export interface AddressPolicy {
  /** Loopback addresses (and, with them, any port): tests against a local server only. */
  allowLoopback: boolean;
}

/**
 * Whether the fetcher may connect to this IP address: only public unicast ones. ipaddr.js names
 * every special range (private, loopback, link-local with the cloud metadata address
 * 169.254.169.254, unique-local with fd00:ec2::254, carrier-grade NAT with 100.100.100.200,
 * multicast, unspecified, broadcast, reserved, 6to4, Teredo, NAT64...); anything not 'unicast' is
 * refused. An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it maps.
 */
export function isAllowedAddress(address: string, policy: AddressPolicy): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  // ipaddr.js also reads forms like "0x7f.1" or "127.1"; only the standard forms are addresses here.
  if (!isIP(bare.split('%')[0])) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(bare);
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).zoneId) return false;
  const range = parsed.range();
  if (range === 'unicast') return true;
  return policy.allowLoopback && range === 'loopback';
}
