import type { Db } from '../../apps/server/src/db/client.ts';
import type { DbStatement } from '../baselines/db-loop.ts';

/**
 * The SQL a repository method runs, from its own query builder, when the method awaits the
 * query itself (so its caller never sees the builder's toSQL): the method gets a Db whose
 * builders, once awaited, hand over `toSQL()` and resolve to no rows instead of running.
 * Only the first awaited statement is kept: a list method's list query.
 */
export async function captureSql(
  db: Db,
  run: (db: Db) => PromiseLike<unknown>,
): Promise<DbStatement> {
  let captured: DbStatement | undefined;
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, key) {
        if (key === 'then' && 'toSQL' in t) {
          return (resolve: (rows: unknown[]) => void) => {
            captured ??= (t as unknown as { toSQL(): DbStatement }).toSQL();
            resolve([]);
          };
        }
        const value = Reflect.get(t, key, t) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const out = (value as (...a: unknown[]) => unknown).apply(t, args);
          // A subquery (`.as(...)`) is handed to drizzle as it is; builders stay wrapped.
          return out && typeof out === 'object' && key !== 'as' ? wrap(out) : out;
        };
      },
    });
  await run(wrap(db));
  if (!captured) throw new Error('the method ran no query');
  return { sql: captured.sql, params: [...captured.params] };
}
