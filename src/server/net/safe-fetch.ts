import 'server-only';
import { promises as dns } from 'node:dns';
import type { LookupFunction, Socket } from 'node:net';
import { isIP } from 'node:net';
import { Agent, buildConnector, request } from 'undici';
import { isAllowedAddress, type AddressPolicy } from './address-policy';

// The server's one HTTP client for requests it makes to addresses it does not control: ownership proofs on
// project websites, webhook deliveries to users' receivers, the refresh's public sources, and chain reads. Every
// request passes the same rules, whoever asks:
// - https only (plain http too under the test configuration, whose fakes listen on loopback), no user name or
//   password in the URL;
// - the address policy (net/address-policy.ts) on every address a name resolves to (one refused address refuses
//   the name), and again on the socket once it is connected, so that nothing but a checked address is talked to
//   whatever the resolver says the second time (DNS rebinding) or an IP literal spells;
// - no redirect followed: a 3xx is the answer, for the caller to judge;
// - the answer read no further than a size cap;
// - one total deadline for everything, name resolution, connection, headers and body: a receiver that trickles
//   one byte at a time cannot hold the request open past it.

/** Name resolution, injectable: tests answer with their loopback fakes' addresses. */
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

export type OutboundRefusedReason =
  'scheme' | 'credentials' | 'port' | 'address' | 'unresolved' | 'size' | 'deadline' | 'network';

/** Why an outbound request was refused or failed: the reason is safe to log and to show (no answer text). */
export class OutboundRefused extends Error {
  constructor(
    readonly reason: OutboundRefusedReason,
    /** The network's own code (ECONNREFUSED, ECONNRESET...), when the network failed. */
    readonly code?: string,
  ) {
    super(`outbound request refused: ${reason}${code ? ` (${code})` : ''}`);
    this.name = 'OutboundRefused';
  }
}

export interface OutboundOptions extends AddressPolicy {
  readonly method?: 'GET' | 'POST';
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
  /** The whole exchange, resolution to the last byte, is given up after this long. */
  readonly deadlineMs: number;
  /** A larger answer is refused. */
  readonly maxBytes: number;
  /** Only the scheme's default port (443): a website's proof lives there, nowhere else. */
  readonly defaultPortOnly?: boolean;
  /** The status and headers are the whole answer: the body is dropped unread (a webhook's receiver). */
  readonly isBodyIgnored?: boolean;
  readonly resolver?: Resolver;
  /** Trusted certificates beyond the system's: a test's self-signed fake. */
  readonly ca?: string | Buffer;
}

export interface OutboundResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
}

/** The URL of an outbound request, if its scheme, credentials and port may be asked at all. */
export function outboundUrl(
  target: string | URL,
  policy: AddressPolicy & { defaultPortOnly?: boolean },
): URL {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new OutboundRefused('scheme');
  }
  const isAllowedScheme = url.protocol === 'https:' || (policy.allowLoopback && url.protocol === 'http:');
  if (!isAllowedScheme) throw new OutboundRefused('scheme');
  if (url.username || url.password) throw new OutboundRefused('credentials');
  // The test configuration's fakes listen on free ports.
  if (policy.defaultPortOnly && url.port !== '' && !policy.allowLoopback) throw new OutboundRefused('port');
  return url;
}

const bare = (host: string) => host.replace(/^\[|\]$/g, '');

/**
 * The addresses of a host name, every one of them allowed by the policy, else OutboundRefused: a name with one
 * private address among public ones is refused, as a connection could be steered to it.
 */
export async function resolveAllowed(
  host: string,
  policy: AddressPolicy,
  resolver: Resolver = systemResolver,
): Promise<string[]> {
  const name = bare(host);
  let addresses: string[];
  if (isIP(name)) addresses = [name];
  else {
    try {
      addresses = await resolver.lookup(name);
    } catch {
      throw new OutboundRefused('unresolved');
    }
  }
  if (addresses.length === 0) throw new OutboundRefused('unresolved');
  if (!addresses.every((address) => isAllowedAddress(address, policy))) throw new OutboundRefused('address');
  return addresses;
}

/**
 * Whether a target may be asked at all, before anything is stored or sent (a webhook URL when it is added): the
 * URL's scheme, credentials and port, and every address its name resolves to. The URL, else OutboundRefused.
 */
export async function checkOutboundTarget(
  target: string,
  policy: AddressPolicy,
  resolver: Resolver = systemResolver,
): Promise<URL> {
  const url = outboundUrl(target, policy);
  await resolveAllowed(url.hostname, policy, resolver);
  return url;
}

/** Resolution for the socket: the checked addresses only, in the shape Node's connect asks for. */
function checkedLookup(policy: AddressPolicy, resolver: Resolver): LookupFunction {
  return (host, options, callback) => {
    resolveAllowed(host, policy, resolver).then(
      (addresses) => {
        const entries = addresses.map((address) => ({ address, family: isIP(address) }));
        if ((options as { all?: boolean }).all) callback(null, entries);
        else callback(null, entries[0]!.address, entries[0]!.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}

/** A dispatcher for one request whose connections go only to addresses the policy allows. */
function guardedAgent(options: OutboundOptions, deadlineMs: number): Agent {
  const policy: AddressPolicy = { allowLoopback: options.allowLoopback };
  const connect = buildConnector({
    ...(options.ca ? { ca: options.ca } : {}),
    lookup: checkedLookup(policy, options.resolver ?? systemResolver),
    timeout: deadlineMs,
  });
  return new Agent({
    connect(connectOptions, callback) {
      const hostname = bare(connectOptions.hostname);
      if (isIP(hostname) && !isAllowedAddress(hostname, policy)) {
        callback(new OutboundRefused('address'), null);
        return;
      }
      connect({ ...connectOptions, hostname }, (error, socket) => {
        if (error) return callback(error, null);
        // Where the connection landed, whatever resolved it: the last word on the address.
        const remote = (socket as Socket).remoteAddress;
        if (!remote || !isAllowedAddress(remote, policy)) {
          socket!.destroy();
          return callback(new OutboundRefused('address'), null);
        }
        callback(null, socket!);
      });
    },
    // One request per agent: nothing is kept alive for a later request to reuse unchecked.
    pipelining: 0,
    headersTimeout: deadlineMs,
    bodyTimeout: deadlineMs,
    maxResponseSize: options.maxBytes,
  });
}

/** The OutboundRefused that stands for an error of undici, the network or the guards above. */
function refusalOf(error: unknown, isPastDeadline: boolean): OutboundRefused {
  if (isPastDeadline) return new OutboundRefused('deadline');
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (current instanceof OutboundRefused) return current;
    const code = (current as { code?: unknown }).code;
    if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') return new OutboundRefused('size');
    if (
      code === 'UND_ERR_CONNECT_TIMEOUT' ||
      code === 'UND_ERR_HEADERS_TIMEOUT' ||
      code === 'UND_ERR_BODY_TIMEOUT'
    )
      return new OutboundRefused('deadline');
  }
  const code = (error as { code?: unknown }).code;
  return new OutboundRefused('network', typeof code === 'string' ? code : undefined);
}

/**
 * One request under the rules above. Resolves with the status, headers and body (any status, 3xx included);
 * rejects with OutboundRefused, whose reason says why, never with what the receiver sent.
 */
export async function outboundRequest(
  target: string | URL,
  options: OutboundOptions,
): Promise<OutboundResponse> {
  const url = outboundUrl(target, options);
  const controller = new AbortController();
  let isPastDeadline = false;
  const timer = setTimeout(() => {
    isPastDeadline = true;
    controller.abort(new OutboundRefused('deadline'));
  }, options.deadlineMs);
  const deadline = new Promise<never>((_resolve, reject) =>
    controller.signal.addEventListener('abort', () => reject(new OutboundRefused('deadline')), {
      once: true,
    }),
  );
  // The name service has no way to be cancelled: the deadline stops the wait for it instead.
  deadline.catch(() => {});
  const agent = guardedAgent(options, options.deadlineMs);
  try {
    // A literal address or a name is refused before anything is sent; the socket is checked again when connected.
    await Promise.race([resolveAllowed(url.hostname, options, options.resolver), deadline]);
    const response = await request(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body,
      dispatcher: agent,
      signal: controller.signal,
    });
    // A body dropped early (ignored, too large, past the deadline) reports its abort: it is expected here.
    response.body.on('error', () => {});
    if (options.isBodyIgnored) {
      response.body.destroy();
      return { status: response.statusCode, headers: response.headers, body: Buffer.alloc(0) };
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      response.body.destroy();
      throw new OutboundRefused('size');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += (chunk as Buffer).length;
      if (size > options.maxBytes) {
        response.body.destroy();
        throw new OutboundRefused('size');
      }
      chunks.push(chunk as Buffer);
    }
    return { status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) };
  } catch (error) {
    throw refusalOf(error, isPastDeadline);
  } finally {
    clearTimeout(timer);
    void agent.destroy().catch(() => {});
  }
}

export interface FetchTextOptions extends AddressPolicy {
  readonly resolver?: Resolver;
  /** The whole exchange; 5 s by default. */
  readonly timeoutMs?: number;
  /** The answer is read no further than this; 64 KB by default. */
  readonly maxBytes?: number;
  readonly ca?: string | Buffer;
  readonly headers?: Readonly<Record<string, string>>;
}

const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_MAX_BYTES = 64 * 1024;

/**
 * GET of a text on a website (the ownership proof): https on its default port only (any port under the test
 * configuration), the rules of `outboundRequest`. The status and the text; a redirect is answered as it is.
 */
export async function safeFetchText(
  target: string,
  options: FetchTextOptions,
): Promise<{ status: number; text: string }> {
  const answer = await outboundRequest(target, {
    allowLoopback: options.allowLoopback,
    resolver: options.resolver,
    ca: options.ca,
    headers: options.headers ?? { 'user-agent': 'Rampart ownership check', accept: 'text/plain' },
    deadlineMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    defaultPortOnly: true,
  });
  return { status: answer.status, text: answer.body.toString('utf8') };
}

export interface OutboundFetchOptions extends AddressPolicy {
  /** Each call's total deadline. */
  readonly deadlineMs: number;
  readonly maxBytes: number;
  readonly resolver?: Resolver;
  readonly ca?: string | Buffer;
}

/**
 * A `fetch` for libraries that take one (viem's HTTP transport for JSON-RPC): every call goes through
 * `outboundRequest` with these rules, its answer read whole within the cap. GET and POST only; an abort signal
 * of the caller is honoured as well as the deadline.
 */
export function outboundFetch(rules: OutboundFetchOptions): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method !== 'GET' && method !== 'POST') throw new OutboundRefused('scheme');
    const headers = Object.fromEntries(
      new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)),
    );
    const body =
      init?.body === undefined || init.body === null ? undefined : await new Response(init.body).text();
    const call = outboundRequest(url, { ...rules, method, headers, body });
    const signal = init?.signal;
    const answer = signal
      ? await Promise.race([
          call,
          new Promise<never>((_resolve, reject) => {
            if (signal.aborted) reject(signal.reason);
            signal.addEventListener('abort', () => reject(signal.reason), { once: true });
          }),
        ])
      : await call;
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
        responseHeaders.append(name, one);
      }
    }
    const isBodiless = answer.status === 204 || answer.status === 304;
    return new Response(isBodiless ? null : new Uint8Array(answer.body), {
      status: answer.status,
      headers: responseHeaders,
    });
  };
}
