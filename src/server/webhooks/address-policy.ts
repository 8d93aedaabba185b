import 'server-only';
import { lookup as dnsLookup } from 'node:dns/promises';
import net from 'node:net';

// Where a webhook may not be sent: anything but the public internet. Checked on the resolved addresses (a public
// name may point at 127.0.0.1), and the connection then goes to the address that was checked (see post-webhook).
const REFUSED = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  REFUSED.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, which can carry a private IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  REFUSED.addSubnet(prefix, bits, 'ipv6');
}
const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

// net.BlockList checks an IPv4-mapped IPv6 address against the IPv4 rules (and an IPv4 address against
// ::ffff:0:0/96 rules, so that prefix must not be listed); the dotted form is unwrapped here to be sure.
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

export interface AddressPolicy {
  /** Loopback addresses (and plain http) are let through: the test configuration's receivers. */
  readonly allowLoopback: boolean;
}

/** True when a webhook may not go to this address: private, loopback, link-local, multicast, reserved... */
export function isRefusedAddress(address: string, policy: AddressPolicy): boolean {
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped) return isRefusedAddress(mapped[1]!, policy);
  const family = net.isIP(address);
  if (family === 0) return true;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(address, type)) return !policy.allowLoopback;
  return REFUSED.check(address, type);
}

export interface ResolvedAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

/** Resolves a host name to all its addresses, as the system resolver does (replaceable in tests). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => ({
    address: entry.address,
    family: entry.family === 6 ? 6 : 4,
  }));

/** Why a URL was refused, for the API's answer and the delivery log. */
export type RefusedReason = 'not-https' | 'credentials' | 'unresolvable' | 'refused-address';

export type TargetCheck =
  | { readonly ok: true; readonly url: URL; readonly address: ResolvedAddress }
  | { readonly ok: false; readonly reason: RefusedReason };

/**
 * Checks a webhook URL and picks the address to connect to: https only (http too when loopback is allowed), no
 * user name or password in it, and every address the name resolves to public. One refused address refuses the
 * name: an attacker's DNS could otherwise answer the private one on the next lookup.
 */
export async function checkWebhookTarget(
  raw: string,
  policy: AddressPolicy,
  resolve: Resolver = systemResolver,
): Promise<TargetCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not-https' };
  }
  const isAllowedProtocol = url.protocol === 'https:' || (policy.allowLoopback && url.protocol === 'http:');
  if (!isAllowedProtocol) return { ok: false, reason: 'not-https' };
  if (url.username || url.password) return { ok: false, reason: 'credentials' };
  // The URL keeps IPv6 literals in brackets.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: ResolvedAddress[];
  if (net.isIP(host) !== 0) {
    addresses = [{ address: host, family: net.isIP(host) === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      return { ok: false, reason: 'unresolvable' };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolvable' };
  if (addresses.some((entry) => isRefusedAddress(entry.address, policy))) {
    return { ok: false, reason: 'refused-address' };
  }
  return { ok: true, url, address: addresses[0]! };
}
