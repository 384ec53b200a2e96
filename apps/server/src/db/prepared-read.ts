import { fillPlaceholders } from 'drizzle-orm';

/** A drizzle select whose values are `sql.placeholder`s. */
interface Preparable<T> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<T> };
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * A read that awaits like the query builder it replaces and still answers `toSQL()` with its
 * values filled in (the plan tests and the benchmark's DB loop read the statement that way).
 */
export interface PreparedRead<T> extends PromiseLike<T> {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * Issue #22: drizzle builds a statement's text again on every call, and for a listing page
 * with its lateral lookups that cost more of the server's CPU than PostgreSQL spent running it
 * (0.65 ms of 1.2 ms per page of 20 on PostgreSQL, 0.8 ms on PGlite, measured in process). The
 * hot reads are built and prepared once per shape instead; `variant` names the shape (with or
 * without a cursor, a category...) and each shape is one named statement per connection.
 */
export function preparedReads<V extends string, T>(
  name: string,
  build: (variant: V) => Preparable<T>,
): (variant: V, values: Record<string, unknown>) => PreparedRead<T> {
  const prepared = new Map<V, ReturnType<Preparable<T>['prepare']>>();
  const statement = (variant: V) => {
    let found = prepared.get(variant);
    if (!found) {
      found = build(variant).prepare(`${name}_${variant}`);
      prepared.set(variant, found);
    }
    return found;
  };
  return (variant, values) => ({
    // biome-ignore lint/suspicious/noThenProperty: awaited like the query builder it replaces.
    then(onFulfilled, onRejected) {
      return statement(variant).execute(values).then(onFulfilled, onRejected);
    },
    toSQL() {
      const { sql, params } = build(variant).toSQL();
      return { sql, params: fillPlaceholders(params, values) };
    },
  });
}
