import 'server-only';
import { BlockList, isIP } from 'node:net';

// Addresses an outbound request of the server must never reach, whatever a name resolves to: private networks,
// the machine itself, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, documentation, multicast
// and reserved ranges. One module, so that every outbound check (ownership proof, webhooks) refuses alike.
const NEVER = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NEVER.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NEVER.addSubnet(network, prefix, 'ipv6');
}

// The machine itself: refused too, except under the test configuration that points checks at a local fake.
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

// BlockList checks an IPv4-mapped IPv6 address against the IPv4 rules; the dotted form is unwrapped to be sure.
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

export interface AddressPolicy {
  /** Loopback addresses (and, for webhooks, plain http) are allowed: tests only (OUTBOUND_ALLOW_LOOPBACK). */
  readonly allowLoopback: boolean;
}

/**
 * Whether an outbound request may connect to this IP address. An IPv4-mapped IPv6 address is judged by its IPv4
 * address (BlockList does so); anything that is not an IP address is refused.
 */
export function isAllowedAddress(address: string, policy: AddressPolicy): boolean {
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped) return isAllowedAddress(mapped[1]!, policy);
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(address, type)) return policy.allowLoopback;
  return !NEVER.check(address, type);
}
