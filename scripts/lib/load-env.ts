import { EnvError, env, type Env } from '../../src/config/env';

/** The parsed configuration, or exit with one line that names the bad variable. */
export function loadEnvOrExit(): Env {
  try {
    return env();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Printed once by `npm start` when no trusted proxy names the client's address (TRUSTED_PROXIES=0). */
export const UNKNOWN_CLIENT_WARNING =
  'Warning: TRUSTED_PROXIES is 0, so client addresses are unknown: per-address rate limits are shared by every ' +
  'client and log-ins are throttled per account only. Behind a proxy or load balancer, set TRUSTED_PROXIES to ' +
  'the number of proxies in front of the app.';
