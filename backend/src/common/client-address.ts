import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

/**
 * The key rate limits count a client under: an IPv4 address as it is, an IPv6 address by its /64
 * (one subscriber usually gets a whole /64, so the full address would give endless keys). An
 * IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return 'unknown';
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress())
    address = (address as ipaddr.IPv6).toIPv4Address();
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${ipaddr.IPv6.parse(`${parts.map((p) => p.toString(16)).join(':')}::`).toString()}/64`;
}

/** The rate-limit key of the client that sent the request (after `trust proxy`). */
export function clientAddressKey(req: Pick<Request, 'ip'>): string {
  return addressKey(req.ip);
}

/**
 * The rate-limit key of the client that sent the request (clientAddressKey). A server render,
 * which never knows who asks, calls the route with undefined (see ServerRead).
 */
export const ClientAddress = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  clientAddressKey(context.switchToHttp().getRequest<Request>()),
);
