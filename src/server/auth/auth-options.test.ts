import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { NextAuthOptions } from 'next-auth';
import NextAuth from 'next-auth';

// next-auth's own handler (the form Next's pages router calls), driven with plain objects: no server needed.
// Each test reads a fresh configuration, so that a changed environment is seen.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-auth-options-'));

interface CapturedResponse {
  status: number;
  body: unknown;
}

async function callNextAuth(
  options: NextAuthOptions,
  { method = 'GET', action, body }: { method?: string; action?: string; body?: Record<string, string> },
): Promise<CapturedResponse> {
  const captured: CapturedResponse = { status: 200, body: undefined };
  const headers = new Map<string, unknown>();
  const res = {
    status(code: number) {
      captured.status = code;
      return res;
    },
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    send: (value: unknown) => void (captured.body = value),
    json: (value: unknown) => void (captured.body = value),
    end: () => undefined,
  };
  const req = {
    method,
    query: action ? { nextauth: action.split('/') } : {},
    body,
    cookies: {},
    headers: { host: 'localhost:3000' },
  };
  await (NextAuth as unknown as (req: unknown, res: unknown, options: NextAuthOptions) => Promise<void>)(
    req,
    res,
    options,
  );
  return captured;
}

/** Our next-auth options, read afresh with this environment. */
async function ourOptions(variables: Record<string, string> = {}) {
  vi.resetModules();
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('NEXTAUTH_SECRET', 'a-test-secret-that-is-at-least-32-characters-long');
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  const { authOptions } = await import('./auth-options');
  return authOptions();
}

/** Runs `call` with our options, recording the names of the errors next-auth logs through our logger. */
async function withLoggedErrors<T>(options: NextAuthOptions, call: (options: NextAuthOptions) => Promise<T>) {
  const names: string[] = [];
  const logger = options.logger!;
  const observed: NextAuthOptions = {
    ...options,
    logger: {
      ...logger,
      error(code, metadata) {
        names.push(metadata instanceof Error ? metadata.name : String(code));
        logger.error!(code, metadata);
      },
    },
  };
  const response = await call(observed);
  return { names, response };
}

const CONFIGURATION_MESSAGE =
  'There is a problem with the server configuration. Check the server logs for more information.';

afterEach(() => {
  vi.unstubAllEnvs();
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("next-auth's configuration errors", () => {
  it('none arises with our options, in production too, with or without NEXTAUTH_SECRET', async () => {
    for (const secret of ['a-test-secret-that-is-at-least-32-characters-long', '']) {
      const options = await ourOptions({ NODE_ENV: 'production', NEXTAUTH_SECRET: secret });
      // Without NEXTAUTH_SECRET a secret is generated once under DATA_DIR: never a missing secret.
      expect(options.secret).toMatch(/^.{32,}$/);
      const { names, response } = await withLoggedErrors(options, (observed) =>
        callNextAuth(observed, { action: 'providers' }),
      );
      expect(names).toEqual([]);
      expect(response.status).toBe(200);
      expect(Object.keys(response.body as object)).toContain('credentials');
    }
  });

  it.each([
    [
      'MissingSecretError',
      (options: NextAuthOptions): NextAuthOptions => ({ ...options, secret: '' }),
      { NODE_ENV: 'production', NEXTAUTH_SECRET: '' },
      'providers',
    ],
    [
      'MissingAuthorizeError',
      (options: NextAuthOptions): NextAuthOptions => ({
        ...options,
        providers: options.providers.map((provider) =>
          provider.type === 'credentials'
            ? { ...provider, authorize: undefined, options: { ...provider.options, authorize: undefined } }
            : provider,
        ) as NextAuthOptions['providers'],
      }),
      {},
      'providers',
    ],
    [
      'MissingAdapterError',
      (options: NextAuthOptions): NextAuthOptions => ({
        ...options,
        providers: [
          ...options.providers,
          { id: 'email', type: 'email', name: 'Email' } as unknown as NextAuthOptions['providers'][number],
        ],
      }),
      {},
      'providers',
    ],
    [
      'UnsupportedStrategyError',
      (options: NextAuthOptions): NextAuthOptions => ({ ...options, session: { strategy: 'database' } }),
      {},
      'providers',
    ],
    ['MissingAPIRouteError', (options: NextAuthOptions): NextAuthOptions => options, {}, undefined],
  ])(
    'names %s and answers 500 with the configuration message',
    async (name, misconfigure, variables, action) => {
      const options = misconfigure(await ourOptions(variables));
      const { names, response } = await withLoggedErrors(options, (observed) =>
        callNextAuth(observed, { action }),
      );
      expect(names).toEqual([name]);
      expect(response).toEqual({ status: 500, body: { message: CONFIGURATION_MESSAGE } });
    },
  );
});

describe('redirect callback', () => {
  it.each([
    ['/my/watchlists?x=1', 'https://rampart.test/my/watchlists?x=1'],
    ['https://rampart.test/projects/bitcoin', 'https://rampart.test/projects/bitcoin'],
    ['https://evil.test/', 'https://rampart.test'],
    ['//evil.test/', 'https://rampart.test'],
    ['/\\evil.test/', 'https://rampart.test'],
    ['javascript:alert(1)', 'https://rampart.test'],
    ['https://rampart.test.evil.test/', 'https://rampart.test'],
    ['https://rampart.test:99999.evil.test/', 'https://rampart.test'],
  ])('sends %s to %s', async (url, expected) => {
    const { ownOriginUrl } = await import('./auth-options');
    expect(ownOriginUrl(url, 'https://rampart.test')).toBe(expected);
  });
});
