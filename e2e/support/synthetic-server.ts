// The second end-to-end server (playwright.config.ts): a database that imported src/testing/synthetic-data on
// first start, with an announcement set before it started.

/** The announcement set on that server. */
export const SYNTHETIC_ANNOUNCEMENT = 'Scheduled maintenance on Sunday from 02:00 to 03:00 UTC.';

/** Its base URL (the port is chosen once by the config and handed down through the environment). */
export const syntheticURL = (): string => `http://127.0.0.1:${process.env.E2E_SYNTHETIC_PORT}`;
