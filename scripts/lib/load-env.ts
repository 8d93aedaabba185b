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
