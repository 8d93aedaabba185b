import 'server-only';
import pino from 'pino';
import { env } from '@/config/env';

// Drizzle puts a failed query's parameters (what the user sent) into its message, after the SQL text.
const QUERY_PARAMS = /\nparams: [\s\S]*$/;
// Database messages quote the value they refused (`invalid input syntax for type uuid: "…"`).
const QUOTED = /"[^"\n]*"/g;
// E-mail addresses, as a mail server's refusal quotes them (`550 <someone@example.com>: no such user`).
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

interface ErrorLike {
  readonly name?: unknown;
  readonly message?: unknown;
  readonly stack?: unknown;
  readonly code?: unknown;
  readonly cause?: unknown;
}

/**
 * Errors as they are logged: type, message and stack frames, with what a user sent left out. A database error
 * keeps its SQL text (placeholders only) and SQLSTATE, never the parameters or the value it refused.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const plain = error as ErrorLike;
  const frames =
    typeof plain.stack === 'string' ? plain.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const message = String(plain.message ?? '')
    .replace(QUERY_PARAMS, '')
    .replace(QUOTED, '"…"')
    .replace(EMAIL, '[e-mail]');
  const cause = plain.cause instanceof Error ? serializeError(plain.cause) : undefined;
  return {
    type: error.name,
    message,
    // Not `code`: that key is redacted everywhere (one-time codes).
    ...(typeof plain.code === 'string' ? { errorCode: plain.code } : {}),
    ...(cause ? { cause } : {}),
    ...(frames.length ? { stack: frames.join('\n') } : {}),
  };
}

/**
 * The process logger: JSON lines on stdout. Written through process.stdout (not pino's direct file
 * descriptor) so that a test can read what would have been logged.
 */
export const log = pino(
  {
    level: env().LOG_LEVEL,
    base: { service: 'rampart' },
    serializers: { err: serializeError },
    // Secrets, and the people's e-mail addresses: a line names a user by id (or a keyed hash), never by address.
    redact: [
      'to',
      '*.to',
      'email',
      '*.email',
      'replyTo',
      'userEmail',
      'adminEmail',
      'password',
      '*.password',
      'newPassword',
      'oldPassword',
      'code',
      '*.code',
      'authorization',
      'cookie',
      'token',
      '*.token',
    ],
  },
  process.stdout,
);
