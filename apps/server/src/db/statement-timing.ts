import type pg from 'pg';
import { statementDuration } from '../lib/metrics.ts';
import { endSpan, SpanKind, startSpan } from '../lib/tracing.ts';

type Kind = 'pglite' | 'postgres';

// Bound once, so an observe does not look its labels up on every statement.
const observers = {
  pglite: statementDuration.labels({ database: 'pglite' }),
  postgres: statementDuration.labels({ database: 'postgres' }),
};

/** Statements in flight on one database: PGlite's stand-in for a pool's busy and waiting. */
export interface InFlight {
  count: number;
}

/** Times one statement into db_statement_duration_seconds and (when on) a span. */
function begin(kind: Kind, text: unknown, inFlight?: InFlight) {
  const started = performance.now();
  if (inFlight) inFlight.count++;
  const span = startSpan('db.query', SpanKind.CLIENT, {
    'db.system': 'postgresql',
    'db.statement': typeof text === 'string' ? text.slice(0, 2000) : '',
  });
  return (error?: unknown) => {
    if (inFlight) inFlight.count--;
    observers[kind].observe((performance.now() - started) / 1000);
    endSpan(span, error);
  };
}

function timed<T>(kind: Kind, text: unknown, run: () => Promise<T>, inFlight?: InFlight) {
  const done = begin(kind, text, inFlight);
  return run().then(
    (result) => {
      done();
      return result;
    },
    (error: unknown) => {
      done(error);
      throw error;
    },
  );
}

type Queryable = { query: (...args: never[]) => Promise<unknown> };

/**
 * The PGlite client drizzle is given, with every `query` (outside and inside `transaction`)
 * timed. Outside a transaction the time includes the wait for PGlite's one connection.
 */
export function withStatementTiming<T extends Queryable>(client: T, inFlight: InFlight): T {
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') {
        return (...args: unknown[]) =>
          timed(
            'pglite',
            args[0],
            () => (target.query as (...a: unknown[]) => Promise<unknown>)(...args),
            inFlight,
          );
      }
      if (prop === 'transaction') {
        type Transaction = (fn: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
        const transaction = (target as unknown as { transaction: Transaction }).transaction.bind(
          target,
        );
        return (fn: (tx: Queryable) => Promise<unknown>) =>
          transaction((tx) => fn(withStatementTiming(tx, inFlight)));
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A node-postgres connection whose `query` is timed, in each of its forms: the promise one
 * (drizzle), the callback one (pg-pool's own `pool.query`) and a submittable (returned as is).
 */
export function timeConnection(client: pg.Client | pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const first = args[0] as { text?: unknown; callback?: unknown } | string;
    const text = typeof first === 'string' ? first : first?.text;
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      const done = begin('postgres', text);
      args[args.length - 1] = (error: unknown, result: unknown) => {
        done(error ?? undefined);
        (last as (e: unknown, r: unknown) => void)(error, result);
      };
      return query(...args);
    }
    if (typeof first === 'object' && first !== null && typeof first.callback === 'function') {
      return query(...args);
    }
    const done = begin('postgres', text);
    const result = query(...args);
    if (!(result instanceof Promise)) {
      done();
      return result;
    }
    return result.then(
      (value) => {
        done();
        return value;
      },
      (error: unknown) => {
        done(error);
        throw error;
      },
    );
  }) as typeof client.query;
}
