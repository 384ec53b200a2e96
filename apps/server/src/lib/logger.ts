import pino, { type Logger } from 'pino';
import type { Env } from '../env.ts';

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Identity URLs carry one-time secrets in their query (an OAuth callback's code and state),
 * so their query is left out; other queries (limit, cursor, email) help to debug and stay.
 */
export function loggedUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (query === undefined || !/^\/api\/auth(-popup)?\//.test(path ?? '')) return url;
  return `${path}?[redacted]`;
}

/**
 * pino options. Credentials are redacted wherever they could appear, so no token,
 * password or card number reaches a log line (issue #7).
 */
export function createLogger(
  env: Pick<Env, 'LOG_LEVEL'>,
  /** Where lines go (stdout by default); tests pass a stream to read them. */
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level: env.LOG_LEVEL,
    // Fastify's request serializer, but with loggedUrl (Fastify lets ours take precedence).
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: loggedUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
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
  };
  return destination ? pino(options, destination) : pino(options);
}
