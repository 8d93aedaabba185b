import 'server-only';
import { limiterFor, rateLimitStoreReady, UNKNOWN_CLIENT } from '../http/rate-limit';

// Failed log-ins, counted per account and per client address. After FREE_FAILURES failures the key is locked for
// 1 s, then 2 s, 4 s... up to 15 minutes with each further failure. A success clears the account's count only:
// the address's count expires with time, so that logging into an account of one's own between guesses at
// others' buys nothing. Without a known client address (no trusted proxy) every client would share one address
// key, and twenty failures by anyone would lock everyone out: only the account is counted then.
const FREE_FAILURES = { account: 5, address: 20 } as const;
const MAX_LOCK_SECONDS = 15 * 60;
const FAILURE_MEMORY_SECONDS = 24 * 3600;

type Scope = keyof typeof FREE_FAILURES;

const failures = (scope: Scope) =>
  limiterFor({ name: `login-failures-${scope}`, points: 1_000_000, windowSeconds: FAILURE_MEMORY_SECONDS });
const locks = (scope: Scope) =>
  limiterFor({ name: `login-lock-${scope}`, points: 1, windowSeconds: MAX_LOCK_SECONDS });

export interface LoginKeys {
  readonly account: string;
  readonly address: string;
}

const scopes = (keys: LoginKeys) =>
  (Object.entries(keys) as [Scope, string][]).filter(
    ([scope, key]) => scope !== 'address' || (key !== '' && key !== UNKNOWN_CLIENT),
  );

/** Seconds until a log-in may be tried again for these keys, or 0 when it may be tried now. */
export async function loginLockSeconds(keys: LoginKeys): Promise<number> {
  await rateLimitStoreReady();
  let wait = 0;
  for (const [scope, key] of scopes(keys)) {
    const lock = await locks(scope).get(key);
    if (lock && lock.consumedPoints > 1) wait = Math.max(wait, Math.ceil(lock.msBeforeNext / 1000));
  }
  return wait;
}

export async function recordLoginFailure(keys: LoginKeys): Promise<void> {
  await rateLimitStoreReady();
  for (const [scope, key] of scopes(keys)) {
    const { consumedPoints } = await failures(scope).penalty(key, 1);
    const over = consumedPoints - FREE_FAILURES[scope];
    if (over >= 0) await locks(scope).block(key, Math.min(MAX_LOCK_SECONDS, 2 ** over));
  }
}

export async function recordLoginSuccess(keys: LoginKeys): Promise<void> {
  await rateLimitStoreReady();
  await failures('account').delete(keys.account);
  await locks('account').delete(keys.account);
}
