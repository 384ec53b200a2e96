import { ServiceUnavailableError } from './errors.ts';

/**
 * True when `error` (or the driver error Drizzle wraps in `cause`) is PostgreSQL's
 * unique_violation on `constraint`. PGlite and node-postgres both expose code and constraint.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const fields = e as Error & { code?: unknown; constraint?: unknown };
    if (fields.code === '23505') return fields.constraint === constraint;
  }
  return false;
}

/** True when `error` (or a cause) is PostgreSQL's foreign_key_violation on `constraint`. */
export function isForeignKeyViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const fields = e as Error & { code?: unknown; constraint?: unknown };
    if (fields.code === '23503') return fields.constraint === constraint;
  }
  return false;
}

/** Seconds a client is asked to wait before retrying while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * The database is down, restarting, overloaded or too slow (issue #7 item 8, issue #8): a
 * temporary condition, answered 503 with Retry-After, never 500. Nothing was written: every
 * write runs in one transaction, which PostgreSQL rolls back when it does not commit.
 */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  readonly retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
  constructor() {
    super('The database is temporarily unavailable. Please try again in a few seconds.');
  }
}

// SQLSTATEs meaning "not now" rather than "wrong request": connection exceptions (08xxx),
// admin/crash shutdown and start-up (57P01-57P03), a statement cancelled by
// statement_timeout (57014), and too many connections or out of resources (53xxx).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|57014|53...)$/;
// Socket errors, and our pool's own refusal when its queue is full.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'POOL_QUEUE_FULL',
]);
// node-postgres raises these without a code: pool wait timeout, query_timeout, lost socket.
const UNAVAILABLE_MESSAGES =
  /^(timeout exceeded when trying to connect|Query read timeout|Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)$/;

/**
 * True when `error` (or any error in its `cause` chain, as Drizzle wraps the driver's) says
 * the database could not answer now. The one place these are recognised.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as Error & { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_CODES.has(code))
    ) {
      return true;
    }
    if (UNAVAILABLE_MESSAGES.test(e.message)) return true;
    // Node reports a refused connection to every address of a host as an AggregateError.
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
