import 'server-only';
import { lookup as dnsLookup } from 'node:dns/promises';
import net from 'node:net';
import { isAllowedAddress, type AddressPolicy } from '../net/address-policy';

// Where a webhook may not be sent: anything but the public internet (src/server/net/address-policy.ts). Checked
// on the resolved addresses (a public name may point at 127.0.0.1), and the connection then goes to the address
// that was checked (see post-webhook).

export type { AddressPolicy };

/** True when a webhook may not go to this address: private, loopback, link-local, multicast, reserved... */
export const isRefusedAddress = (address: string, policy: AddressPolicy): boolean =>
  !isAllowedAddress(address, policy);

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
