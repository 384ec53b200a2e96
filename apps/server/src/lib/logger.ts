import pino, { type Logger } from 'pino';
import type { Env } from '../env.ts';

/**
 * pino options. Credentials are redacted wherever they could appear, so no token,
 * password or card number reaches a log line (issue #7).
 */
export function createLogger(env: Env): Logger {
  return pino({
    level: env.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.cardNumber',
      ],
      censor: '[redacted]',
    },
  });
}
