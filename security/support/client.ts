// A small HTTPS client for the suite: raw control of every header (Origin, Host, Content-Type, forwarded
// headers), a cookie jar per client, and a loopback source address per client so that each one is a distinct
// peer to the TLS front (127.0.0.0/8 is all loopback on Linux).
import { randomInt } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { inject } from 'vitest';

export interface Reply {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
  /** The body's bytes, for images. */
  readonly bytes: Buffer;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  readonly json: unknown;
  readonly ms: number;
}

export interface CallOptions {
  readonly headers?: Record<string, string>;
  /** An object is sent as JSON; a string or buffer as is. */
  readonly body?: unknown;
  /** Leaves the jar's cookies out. */
  readonly anonymous?: boolean;
  /** Sends the body in 64 KB chunks without a Content-Length, as a streaming client does. */
  readonly chunked?: boolean;
  /** Sends no Host header at all, as HTTP/1.0 allows. */
  readonly noHost?: boolean;
}

export const baseUrl = () => inject('baseUrl');
export const origin = () => inject('baseUrl');

// Each test file counts from a random start: files run side by side, and rate limits kept in a shared Redis
// outlive a run, so two clients of different files or runs must not share an address.
let nextPeer = 2 + randomInt(0, 60_000);
/** A loopback address of its own for each new client. */
export const newPeerAddress = () => `127.0.${Math.floor(nextPeer / 250)}.${(nextPeer++ % 250) + 2}`;

export class Client {
  readonly cookies = new Map<string, string>();
  /** The Set-Cookie lines seen, for the attribute checks. */
  readonly setCookieLines: string[] = [];

  /**
   * `base` names another instance than the one behind the TLS front (the plain-HTTP one); `ca` is the front's
   * certificate where the suite's provided values cannot be read (the global setup).
   */
  constructor(
    readonly peer: string = newPeerAddress(),
    readonly base?: string,
    readonly ca?: string,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Another client with a copy of this one's cookies, from another address: a stolen cookie. */
  copy(): Client {
    const other = new Client(undefined, this.base);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  call(method: string, path: string, options: CallOptions = {}): Promise<Reply> {
    const url = new URL(path, this.base ?? baseUrl());
    const headers: Record<string, string> = {};
    let body: Buffer | undefined;
    if (options.body !== undefined) {
      if (typeof options.body === 'string' || Buffer.isBuffer(options.body)) {
        body = Buffer.from(options.body as string | Buffer);
      } else {
        body = Buffer.from(JSON.stringify(options.body));
        headers['content-type'] = 'application/json';
      }
    }
    // Our own pages send their origin with every state-changing request.
    if (method !== 'GET' && method !== 'HEAD') headers.origin = url.origin;
    if (!options.anonymous && this.cookies.size > 0) headers.cookie = this.cookieHeader();
    Object.assign(headers, options.headers ?? {});
    for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
    if (body && options.chunked) headers['transfer-encoding'] = 'chunked';
    else if (body) headers['content-length'] ??= String(body.length);
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const transport = url.protocol === 'https:' ? https : http;
      const request = transport.request(
        url,
        {
          method,
          headers,
          ca: this.ca ?? inject('ca'),
          localAddress: this.peer,
          timeout: 60_000,
          ...(options.noHost ? { setHost: false } : {}),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            for (const line of response.headers['set-cookie'] ?? []) {
              this.setCookieLines.push(line);
              const [pair] = line.split(';');
              const eq = pair!.indexOf('=');
              const name = pair!.slice(0, eq).trim();
              const value = pair!.slice(eq + 1).trim();
              if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
              else this.cookies.set(name, value);
            }
            const bytes = Buffer.concat(chunks);
            const text = bytes.toString('utf8');
            let json: unknown;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              text,
              bytes,
              json,
              ms: performance.now() - started,
            });
          });
        },
      );
      request.on('error', reject);
      request.on('timeout', () => request.destroy(new Error(`${method} ${path} timed out`)));
      if (body && options.chunked) {
        for (let at = 0; at < body.length; at += 64 * 1024) request.write(body.subarray(at, at + 64 * 1024));
        request.end();
      } else request.end(body);
    });
  }

  /**
   * Loads a page as a browser does: the page, then GET /api/visitor, which the page's script asks once for the
   * anonymous visitor cookie (pages never set one: a shared cache may keep them).
   */
  async visitPage(path = '/'): Promise<void> {
    const reply = await this.get(path);
    if (reply.status !== 200) throw new Error(`GET ${path} answered ${reply.status}`);
    const visitor = await this.get('/api/visitor', { headers: { 'sec-fetch-site': 'same-origin' } });
    if (visitor.status !== 204) throw new Error(`GET /api/visitor answered ${visitor.status}`);
  }

  get(path: string, options?: CallOptions) {
    return this.call('GET', path, options);
  }

  post(path: string, body?: unknown, options: CallOptions = {}) {
    return this.call('POST', path, { ...options, body: body ?? {} });
  }

  /** Posts the credentials callback as the auth modal does, with the callbackUrl given; the raw reply. */
  async postCredentials(
    email: string,
    password: string,
    callbackUrl = this.base ?? baseUrl(),
  ): Promise<Reply> {
    const csrf = (await this.get('/api/auth/csrf')).json as { csrfToken: string };
    const form = new URLSearchParams({
      csrfToken: csrf.csrfToken,
      email,
      password,
      json: 'true',
      callbackUrl,
    });
    return this.post('/api/auth/callback/credentials', form.toString(), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  /** Logs in through next-auth's credentials callback, as the auth modal does; answers the error code or null. */
  async logIn(email: string, password: string): Promise<string | null> {
    const reply = await this.postCredentials(email, password);
    const url = (reply.json as { url?: string } | undefined)?.url ?? reply.headers.location;
    const error = url
      ? new URL(String(url), this.base ?? baseUrl()).searchParams.get('error')
      : `status ${reply.status}`;
    return error;
  }

  async session(): Promise<{ user?: { id: string; email: string; adminId?: string } }> {
    return (await this.get('/api/auth/session')).json as {
      user?: { id: string; email: string; adminId?: string };
    };
  }

  async signOut(): Promise<void> {
    const csrf = (await this.get('/api/auth/csrf')).json as { csrfToken: string };
    await this.post(
      '/api/auth/signout',
      new URLSearchParams({
        csrfToken: csrf.csrfToken,
        callbackUrl: this.base ?? baseUrl(),
        json: 'true',
      }).toString(),
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
  }
}
