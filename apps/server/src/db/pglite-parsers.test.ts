import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIZZLE_PARSERS, installDrizzleParsers, withInstalledParsers } from './pglite-parsers.ts';

const row = `select '2024-05-06 07:08:09+00'::timestamptz as at, '2024-05-06'::date as day,
  array['2024-05-06 07:08:09+00'::timestamptz] as ats, 42::int4 as n`;

describe('PGlite with drizzle parsers installed', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await PGlite.create('memory://');
    installDrizzleParsers(pglite);
  });
  afterAll(async () => {
    await pglite.close();
  });

  it('When a query runs without per-query parsers, then it reads as drizzle asks', async () => {
    const plain = new PGlite('memory://');
    const expected = await plain.query(row, [], { parsers: DRIZZLE_PARSERS });
    await plain.close();
    const { rows } = await withInstalledParsers(pglite).query(row);
    expect(rows).toEqual(expected.rows);
    expect(rows[0]).toMatchObject({ at: expect.any(String), day: '2024-05-06', n: 42 });
    expect((rows[0] as { ats: unknown }).ats).toEqual(expect.any(String));
  });

  it('When drizzle passes its parsers inside a transaction, then they are not re-sent', async () => {
    const seen: Array<object | undefined> = [];
    const spy = new Proxy(pglite, {
      get(target, prop) {
        if (prop !== 'transaction') return Reflect.get(target, prop, target);
        return (fn: (tx: PGlite) => Promise<unknown>) =>
          target.transaction((tx) =>
            fn(
              new Proxy(tx, {
                get(t, p) {
                  if (p !== 'query') return Reflect.get(t, p, t);
                  return (q: string, params?: unknown[], options?: object) => {
                    seen.push(options);
                    return t.query(q, params, options);
                  };
                },
              }) as unknown as PGlite,
            ),
          );
      },
    });
    const at = await withInstalledParsers(spy).transaction(async (tx) => {
      const { rows } = await tx.query(row, [], { rowMode: 'array', parsers: DRIZZLE_PARSERS });
      return rows[0];
    });
    expect(seen).toEqual([{ rowMode: 'array' }]);
    expect((at as unknown[])[0]).toEqual(expect.any(String));
  });
});
