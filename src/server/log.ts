import 'server-only';
import pino from 'pino';
import { env } from '@/config/env';

/**
 * The process logger: JSON lines on stdout. Written through process.stdout (not pino's direct file
 * descriptor) so that a test can read what would have been logged.
 */
export const log = pino(
  {
    level: env().LOG_LEVEL,
    base: { service: 'rampart' },
    redact: [
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
