import { type PGlite, types } from '@electric-sql/pglite';

const asText = (value: string) => value;

/**
 * The type parsers drizzle's PGlite driver sends with every query (drizzle-orm 0.45
 * `PglitePreparedQuery`): dates, times and intervals, and their arrays, stay text, drizzle's
 * column types map them. PGlite merges per-query parsers into a copy of its ~300 built-in
 * ones on every result, which was ~10% of a booking's CPU (issue #8, decision 015).
 */
export const DRIZZLE_PARSERS: Record<number, (value: string) => string> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

type Queryable = Pick<PGlite, 'query'>;

function withoutParsers<T extends object | undefined>(options: T): T {
  if (!options || !('parsers' in options)) return options;
  const { parsers: _dropped, ...rest } = options as { parsers?: unknown };
  return rest as T;
}

/**
 * The client drizzle is given: the instance already parses as drizzle asks (`installed`), so
 * the per-query copy is dropped, in transactions too. Everything else is PGlite's own.
 */
export function withInstalledParsers<T extends Queryable>(client: T): T {
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') {
        return (text: string, params?: unknown[], options?: object) =>
          target.query(text, params, withoutParsers(options));
      }
      if (prop === 'transaction') {
        const transaction = (target as unknown as PGlite).transaction.bind(target);
        return <R>(fn: (tx: Queryable) => Promise<R>) =>
          transaction((tx) => fn(withInstalledParsers(tx)));
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Makes `client` parse every result as drizzle would; again after PGlite's array types. */
export function installDrizzleParsers(client: PGlite): void {
  Object.assign(client.parsers, DRIZZLE_PARSERS);
}
