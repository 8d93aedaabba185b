import 'server-only';
import { promises as dns } from 'node:dns';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { isAllowedAddress, type AddressPolicy } from './address-policy';

/** Name resolution, injectable: tests answer with a loopback fake's address. */
export interface Resolver {
  /** Every A and AAAA address of a host name. */
  readonly lookup: (host: string) => Promise<string[]>;
  readonly resolveTxt: (host: string) => Promise<string[][]>;
}

export const systemResolver: Resolver = {
  lookup: async (host) =>
    (await dns.lookup(host, { all: true, verbatim: true })).map((entry) => entry.address),
  resolveTxt: (host) => dns.resolveTxt(host),
};

export interface SafeFetchOptions extends AddressPolicy {
  readonly resolver?: Resolver;
  readonly timeoutMs?: number;
  /** The answer is read no further than this. */
  readonly maxBytes?: number;
  /** Trusted certificates beyond the system's: a test's self-signed fake. */
  readonly ca?: string | Buffer;
}

export class OutboundRefused extends Error {
  constructor(readonly reason: 'scheme' | 'port' | 'address' | 'unresolved' | 'status' | 'size' | 'network') {
    super(`outbound request refused: ${reason}`);
    this.name = 'OutboundRefused';
  }
}

const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_MAX_BYTES = 64 * 1024;

/**
 * The addresses of a host name, all of them allowed by the policy, else OutboundRefused('address'): a name with
 * one private address among public ones is refused, as a connection could be steered to it.
 */
export async function resolveAllowed(host: string, options: SafeFetchOptions): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(bare)) addresses = [bare];
  else {
    try {
      addresses = await (options.resolver ?? systemResolver).lookup(bare);
    } catch {
      throw new OutboundRefused('unresolved');
    }
  }
  if (addresses.length === 0) throw new OutboundRefused('unresolved');
  if (!addresses.every((address) => isAllowedAddress(address, options))) throw new OutboundRefused('address');
  return addresses;
}

/**
 * GET of an https URL, its name resolved once and checked (resolve-then-check), the connection pinned to the
 * checked address so that a second resolution cannot point it elsewhere (DNS rebinding), the certificate checked
 * against the name, no redirect followed, a time limit and a size limit. Only port 443, unless loopback is
 * allowed (the test configuration, whose fake listens on a free port). Returns the status and the text.
 */
export async function safeFetchText(
  target: string,
  options: SafeFetchOptions,
): Promise<{ status: number; text: string }> {
  const url = new URL(target);
  if (url.protocol !== 'https:' || url.username || url.password) throw new OutboundRefused('scheme');
  if (url.port && url.port !== '443' && !options.allowLoopback) throw new OutboundRefused('port');
  const [address] = await resolveAllowed(url.hostname, options);
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    const family = isIP(address!);
    if ((lookupOptions as { all?: boolean }).all) callback(null, [{ address: address!, family }]);
    else callback(null, address!, family);
  };
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  return new Promise((resolve, reject) => {
    const request = https.request(
      url,
      {
        method: 'GET',
        lookup: pinned,
        servername: isIP(url.hostname.replace(/^\[|\]$/g, '')) ? undefined : url.hostname,
        ca: options.ca,
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        headers: { 'user-agent': 'Rampart ownership check', accept: 'text/plain' },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            request.destroy(new OutboundRefused('size'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new OutboundRefused('network')));
    request.on('error', (error) =>
      reject(error instanceof OutboundRefused ? error : new OutboundRefused('network')),
    );
    request.end();
  });
}
