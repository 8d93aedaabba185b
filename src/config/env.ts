import { z } from 'zod';
import { EVM_CHAINS } from './chains';
import { DEFAULT_REFRESH_URLS, REFRESH_SOURCE_NAMES, type RefreshSourceName } from './refresh-sources';

// Every environment variable the product reads is parsed here, once. Nothing else reads process.env.

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = (protocols: readonly string[], hint: string) =>
  optionalString.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a ${hint} URL` },
  );

function wholeNumber(min: number, max: number) {
  const range = `must be between ${min} and ${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, range).max(max, range));
}

const rpcUrlVariables = () =>
  Object.fromEntries(
    EVM_CHAINS.map((chain) => [`RPC_URL_${chain.envKey}`, optionalUrl(['http:', 'https:'], 'http(s)://')]),
  ) as Record<`RPC_URL_${(typeof EVM_CHAINS)[number]['envKey']}`, ReturnType<typeof optionalUrl>>;

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be between 1 and 65535').max(65535, 'must be between 1 and 65535'))
    .default(3000),
  DATA_DIR: optionalString.default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'postgres://'),
  REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'redis://'),
  // The name in front of every key the site keeps in Redis: two deployments may share one Redis under two names.
  REDIS_KEY_PREFIX: optionalString
    .transform((value) => value ?? 'rampart')
    .pipe(z.string().regex(/^[\w.-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')),
  NEXTAUTH_URL: optionalUrl(['http:', 'https:'], 'http(s)://'),
  NEXTAUTH_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'smtp:// or smtps://'),
  MAIL_FROM: optionalString.default('Rampart <no-reply@rampart.local>'),
  OIDC_ISSUER: optionalUrl(['http:', 'https:'], 'http(s)://'),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  // The extra scope asked of the identity provider beside `email openid profile` (Cognito's admin scope).
  OIDC_ADMIN_SCOPE: optionalString.default('aws.cognito.signin.user.admin'),
  FLAGS_FILE: optionalString.default('config/flags.json'),
  // 'real' imports the data sets of data/ into an empty database on first start; 'none' starts empty.
  SEED: z.enum(['real', 'none']).default('real'),
  // A folder of data sets (the data/ layout) imported once on first start, instead of data/.
  IMPORT_DIR: optionalString,
  // The public sources refreshed once a day by the server (comma-separated names). Unset: every source, since none
  // needs a key; `none`: no scheduled refresh.
  REFRESH_SOURCES: optionalString
    .transform((value) =>
      value === undefined
        ? [...REFRESH_SOURCE_NAMES]
        : value.trim().toLowerCase() === 'none'
          ? []
          : value
              .split(',')
              .map((name) => name.trim())
              .filter(Boolean),
    )
    .refine((names) => names.every((name) => (REFRESH_SOURCE_NAMES as readonly string[]).includes(name)), {
      message: `must be none or a comma-separated list of ${REFRESH_SOURCE_NAMES.join(', ')}`,
    })
    .transform((names) => [...new Set(names)] as RefreshSourceName[]),
  DEFIHACKLABS_URL: optionalUrl(['http:', 'https:'], 'http(s)://').default(DEFAULT_REFRESH_URLS.defihacklabs),
  TRAILOFBITS_URL: optionalUrl(['http:', 'https:'], 'http(s)://').default(DEFAULT_REFRESH_URLS.trailofbits),
  // The API's base: the refresh asks <base>/coins/markets.
  COINGECKO_API_URL: optionalUrl(['http:', 'https:'], 'http(s)://').default(DEFAULT_REFRESH_URLS.coingecko),
  // Pages of 250 coins read per refresh: 4 pages (the first 1,000 coins) stay within the public API's rate limit.
  COINGECKO_PAGES: z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be between 1 and 20').max(20, 'must be between 1 and 20'))
    .default(4),
  HUBSPOT_PORTAL_ID: optionalString,
  HUBSPOT_FORM_ID: optionalString,
  GA_MEASUREMENT_ID: optionalString.refine((value) => value === undefined || /^G-[A-Z0-9]+$/.test(value), {
    message: 'must look like G-XXXXXXX',
  }),
  // Proxies in front of the app that append the peer address to X-Forwarded-For (a load balancer, a TLS front):
  // the client address is the entry that many hops from the right. 0 believes no forwarded header.
  TRUSTED_PROXIES: z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().max(10, 'must be at most 10'))
    .default(0),
  // Test-only routes (/test-hooks/*, /api/test-hooks/*) for the end-to-end suite; never on in service.
  TEST_HOOKS: z.enum(['on', 'off']).default('off'),
  // How often a job runner looks for a queued webhook delivery job.
  WEBHOOK_POLL_MS: z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(100, 'must be between 100 and 600000')
        .max(600_000, 'must be between 100 and 600000'),
    )
    .default(5000),
  // Outbound requests (webhooks, a project website's ownership proof) may reach loopback addresses, webhooks over
  // plain http too: only for tests, whose receivers and fake website listen on 127.0.0.1; private and link-local
  // addresses stay refused. Never on in service.
  OUTBOUND_ALLOW_LOOPBACK: z.enum(['on', 'off']).default('off'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // One JSON-RPC endpoint per EVM chain (RPC_URL_ETHEREUM, RPC_URL_ARBITRUM, ...): a chain whose variable is unset
  // is not read at all. The URL may carry a provider's key, so it is never logged nor shown.
  ...rpcUrlVariables(),
  // How often the tracked contracts of every project are read again, in seconds (an hour by default).
  CHAIN_MONITOR_SECONDS: wholeNumber(5, 86_400).default(3600),
  // The total time one JSON-RPC call may take, connection and answer included, in milliseconds.
  CHAIN_CALL_TIMEOUT_MS: wholeNumber(100, 60_000).default(8000),
  // Where the jobs (scoring, the refresh, mail, webhook deliveries, sweeps) run: `auto` inside `npm start` on the
  // embedded database and in `npm run worker` on PostgreSQL; `web` inside `npm start` on PostgreSQL too (one
  // instance and no worker); `worker` only in `npm run worker`, which needs DATABASE_URL.
  JOB_RUNNER: z.enum(['auto', 'web', 'worker']).default('auto'),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(
    readonly variable: string,
    readonly reason: string,
  ) {
    super(`Invalid environment variable ${variable}: ${reason}`);
    this.name = 'EnvError';
  }
}

/** Parses a set of variables; throws an EnvError naming the first bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value counts as unset, so `VAR= npm start` means "use the default".
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = envSchema.safeParse(present);
  if (result.success) {
    // The embedded database belongs to the one process that opened it: no worker can share it.
    if (result.data.JOB_RUNNER === 'worker' && !result.data.DATABASE_URL)
      throw new EnvError(
        'JOB_RUNNER',
        'worker needs DATABASE_URL (the embedded database runs its jobs in npm start)',
      );
    return result.data;
  }
  const issue = result.error.issues[0];
  throw new EnvError(String(issue?.path[0] ?? 'environment'), issue?.message ?? 'invalid value');
}

let cached: Env | undefined;

/** The process's configuration, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** True while `next build` runs: nothing may touch the database then. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}
