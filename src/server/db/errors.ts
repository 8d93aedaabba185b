import 'server-only';

/** True for PostgreSQL's unique_violation, whether raised by node-postgres or PGlite, wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

// Node's socket failures: the server refused, dropped or never answered the connection.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
// SQLSTATEs of a server that is going away or not there yet: admin_shutdown, crash_shutdown, cannot_connect_now,
// too_many_connections, query_canceled (our time-out); class 08 is every connection exception.
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
// node-postgres reports its own time-outs and lost connections by message only.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Connection ended/i;

/**
 * True when the database could not be reached or gave up on the query (down, restarting, overloaded): the
 * request failed through no fault of its own and may be tried again shortly (503).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableReason(error) !== null;
}

/**
 * Why the database counts as unavailable, fit for a log line: the socket error's code, the SQLSTATE or
 * node-postgres's own words for its time-outs and lost connections (never the failed query, which may hold a
 * request's values); null when it does not.
 */
export function databaseUnavailableReason(error: unknown): string | null {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code))) return code;
    if (typeof code === 'string' && /^08[0-9A-Z]{3}$/.test(code)) return code;
    const message = (current as { message?: unknown }).message;
    const matched = typeof message === 'string' ? UNAVAILABLE_MESSAGES.exec(message) : null;
    if (matched) return matched[0];
    // AggregateError (a host name with several addresses, all refused) keeps its parts in `errors`.
    const parts = (current as { errors?: unknown }).errors;
    if (Array.isArray(parts))
      for (const part of parts) {
        const reason = databaseUnavailableReason(part);
        if (reason !== null) return reason;
      }
  }
  return null;
}

/**
 * True when the database refused a value of the request itself: SQLSTATE class 22, data exceptions (a number out
 * of its column's range, 22003; NUL or an untranslatable character, 22021 and 22P05; a malformed uuid or number,
 * 22P02; a string too long, 22001; a bad date, 22007 and 22008; ...). The client's fault (400), not ours: the
 * contracts should have refused it first, and this answers alike for whatever they missed.
 */
export function isInvalidTextValue(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}
