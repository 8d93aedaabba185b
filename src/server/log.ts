import 'server-only';
import pino from 'pino';
import { env } from '@/config/env';

/** The process logger: JSON lines on stdout. */
export const log = pino({
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
  ],
});
