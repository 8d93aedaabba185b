import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

// next-auth answers any failure while reading a session by clearing the session cookie: a database outage
// would sign every visitor out. Its callbacks note the outage here, and the route answers 503 instead.
const outage = new AsyncLocalStorage<{ isDatabaseDown: boolean }>();

/** Runs one next-auth request; reports whether the database could not be reached while it ran. */
export async function watchForDatabaseOutage<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; isDatabaseDown: boolean }> {
  const state = { isDatabaseDown: false };
  const result = await outage.run(state, fn);
  return { result, isDatabaseDown: state.isDatabaseDown };
}

export function noteDatabaseOutage(): void {
  const state = outage.getStore();
  if (state) state.isDatabaseDown = true;
}
