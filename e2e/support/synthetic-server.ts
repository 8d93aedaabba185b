import { returningVisitor } from './visitor';

// The second end-to-end server (playwright.config.ts): a database that imported src/testing/synthetic-data on
// first start, with an announcement set before it started.

/** The announcement set on that server. */
export const SYNTHETIC_ANNOUNCEMENT = 'Scheduled maintenance on Sunday from 02:00 to 03:00 UTC.';

/** Its base URL (the port is chosen once by the config and handed down through the environment). */
export const syntheticURL = (): string => `http://127.0.0.1:${process.env.E2E_SYNTHETIC_PORT}`;

/**
 * The options of a test that browses that server: its base URL, and a visitor who has accepted cookies, answered
 * the user-type survey and put the feedback notification off just now, as on the main server.
 */
export const onSyntheticServer = () => ({
  baseURL: syntheticURL(),
  storageState: returningVisitor(syntheticURL()),
});
