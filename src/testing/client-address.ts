import { randomUUID } from 'node:crypto';

/**
 * A client address of its own for a test: rate limits may be shared through Redis between test runs, so every
 * run (and every test that needs a fresh budget) presents itself as a new client.
 */
export function uniqueClientAddress(): string {
  return `test-client-${randomUUID()}`;
}
