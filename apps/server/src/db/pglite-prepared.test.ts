import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installDrizzleParsers } from './pglite-parsers.ts';
import { PreparedStatements, withPreparedStatements } from './pglite-prepared.ts';

const typed = `select $1::timestamptz as at, $2::numeric as price, $3::jsonb as doc,
  $4::int4[] as ints, $5::text[] as words, $6::boolean as yes, $7::text as nothing,
  $8::date as day, $9::int8 as big, $10::uuid as id, $11::bytea as bytes, $12::json as raw`;
const typedParams = [
  new Date('2024-05-06T07:08:09.123Z'),
  '12.50',
  { a: [1, 'two', null], b: { c: true } },
  [1, 2, 3],
  ['a', 'b "quoted"', 'c,d'],
  false,
  null,
  '2024-05-06',
  '9007199254740993',
  '0b5e3a7e-1f86-4c39-9a3d-3c1ef0e4d2a1',
  new Uint8Array([0, 1, 254, 255]),
  [1, { x: 2 }],
];

async function pglite(): Promise<PGlite> {
  const pg = await PGlite.create('memory://');
  await pg.exec(`create table items (id int primary key, name text not null unique, n int);
    insert into items select g, 'item ' || g, g from generate_series(1, 50) g;`);
  return pg;
}

describe('PGlite query on prepared statements', () => {
  let pg: PGlite;
  let client: PGlite;
  let statements: PreparedStatements;
  beforeAll(async () => {
    pg = await pglite();
    statements = new PreparedStatements(pg, 8);
    client = withPreparedStatements(pg, statements);
  });
  afterAll(async () => {
    await pg.close();
  });

  it('When values of many types round-trip, then results equal PGlite query', async () => {
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await pg.query(typed, typedParams, { rowMode });
      // The second run executes the statement prepared by the first.
      for (let run = 0; run < 2; run++) {
        const actual = await client.query(typed, typedParams, { rowMode });
        expect(actual).toEqual(expected);
      }
    }
  });

  it('When drizzle parsers are installed, then timestamps and arrays stay text as before', async () => {
    const parsed = await PGlite.create('memory://');
    installDrizzleParsers(parsed);
    const expected = await parsed.query(typed, typedParams);
    const actual = await withPreparedStatements(parsed).query(typed, typedParams);
    await parsed.close();
    expect(actual).toEqual(expected);
    expect(actual.rows[0]).toMatchObject({ at: expect.any(String), day: '2024-05-06' });
  });

  it('When a statement writes, then affectedRows, rowCount and returning rows match', async () => {
    const text = 'update items set n = n + $1 where id <= $2 returning id';
    const actual = await client.query(text, [0, 3]);
    const expected = await pg.query(text, [0, 3]);
    expect(actual).toEqual(expected);
    expect(actual).toMatchObject({ affectedRows: 3, command: 'UPDATE', rowCount: 3 });
    // Without rows there is no RowDescription to reuse: fields stay empty, as PGlite's.
    const plain = 'update items set n = n where id = $1';
    for (let run = 0; run < 2; run++) {
      expect(await client.query(plain, [1])).toEqual(await pg.query(plain, [1]));
    }
  });

  it('When a statement fails, then the error keeps its code and query and the client goes on', async () => {
    const text = 'insert into items (id, name) values ($1, $2)';
    const error = await client.query(text, [1, 'again']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: text, params: [1, 'again'] });
    expect((error as Error).message).toMatch(/duplicate key/);
    const cached = statements.size;
    const syntax = await client.query('selec 1').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601', query: 'selec 1' });
    // A statement that did not parse is not kept.
    expect(statements.size).toBe(cached);
    const bad = await client.query('select $1::int as n', ['x']).catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: '22P02' });
    expect((await client.query('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
  });

  it('When a unique violation happens inside a transaction, then it rolls back and the error keeps its code', async () => {
    const error = await client
      .transaction(async (tx) => {
        await tx.query('insert into items (id, name) values ($1, $2)', [100, 'new one']);
        await tx.query('insert into items (id, name) values ($1, $2)', [101, 'new one']);
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505' });
    expect(
      (await client.query('select count(*)::int as c from items where id >= 100')).rows,
    ).toEqual([{ c: 0 }]);
  });

  it('When a statement fails inside a transaction, then the transaction is aborted as usual', async () => {
    const codes = await client
      .transaction(async (tx) => {
        await tx.query('select 1 / $1::int', [0]).catch(() => {});
        return tx.query('select $1::int as n', [1]).catch((e: { code: string }) => e.code);
      })
      .catch((e: { code: string }) => `commit ${e.code}`);
    expect(codes).toBe('commit 25P02');
  });

  it('When a closed transaction is used, then it throws as PGlite does', async () => {
    let kept: { query: PGlite['query'] } | undefined;
    await client.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.query('select 1')).rejects.toThrow('Transaction is closed');
  });

  it('When many callers query while a transaction runs, then none sees its uncommitted work', async () => {
    const outside: Array<Promise<number>> = [];
    const inTx = client.transaction(async (tx) => {
      await tx.query('update items set n = $1 where id = $2', [-1, 42]);
      for (let i = 0; i < 20; i++) {
        outside.push(
          client
            .query<{ n: number }>('select n from items where id = $1', [42])
            .then((r) => r.rows[0]!.n),
        );
      }
      // Inside, concurrent statements run one at a time on the query mutex.
      const seen = await Promise.all(
        Array.from({ length: 10 }, () =>
          tx
            .query<{ n: number }>('select n from items where id = $1', [42])
            .then((r) => r.rows[0]!.n),
        ),
      );
      await tx.query('update items set n = $1 where id = $2', [42, 42]);
      return seen;
    });
    expect(await inTx).toEqual(Array(10).fill(-1));
    // They waited for the transaction (its mutex), so they see its committed end state.
    expect(await Promise.all(outside)).toEqual(Array(20).fill(42));
  });

  it('When more statements than the bound are used, then the cache stays within it and all still work', async () => {
    for (let i = 0; i < 30; i++) {
      const { rows } = await client.query<{ v: number }>(`select $1::int + ${i} as v`, [1]);
      expect(rows).toEqual([{ v: 1 + i }]);
    }
    expect(statements.size).toBeLessThanOrEqual(8);
    // Evicted statements were closed on the server too (not left behind in its memory).
    const { rows } = await pg.query<{ c: number }>(
      `select count(*)::int as c from pg_prepared_statements where name like 'pb\\_%'`,
    );
    expect(rows[0]!.c).toBeLessThanOrEqual(9);
    expect((await client.query<{ v: number }>('select $1::int + 0 as v', [5])).rows).toEqual([
      { v: 5 },
    ]);
  });

  it('When the schema changes under a prepared statement, then it is prepared again', async () => {
    await client.exec('create table shifting (a int)');
    await client.exec('insert into shifting values (1)');
    const text = 'select * from shifting where a = $1';
    expect((await client.query(text, [1])).rows).toEqual([{ a: 1 }]);
    await client.exec('alter table shifting add column b text default $$x$$');
    expect((await client.query(text, [1])).rows).toEqual([{ a: 1, b: 'x' }]);
  });

  it('When a prepared statement was deallocated behind its back, then it is prepared again', async () => {
    const text = 'select $1::text as word';
    await client.query(text, ['a']);
    await pg.exec('deallocate all');
    expect((await client.query(text, ['b'])).rows).toEqual([{ word: 'b' }]);
  });

  it('When a statement is parsed inside a transaction that rolls back, then it is still usable', async () => {
    const text = 'select $1::int * 3 as t';
    await client
      .transaction(async (tx) => {
        await tx.query(text, [1]);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await client.query(text, [2])).rows).toEqual([{ t: 6 }]);
  });
});
