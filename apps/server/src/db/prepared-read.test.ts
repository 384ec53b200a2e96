import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { preparedReads } from './prepared-read.ts';

/** A stand-in for a drizzle select with placeholders: it echoes the values it runs with. */
function fakeSelect(variant: string) {
  const prepare = vi.fn((name: string) => ({
    execute: async (values?: Record<string, unknown>) => [{ name, variant, ...values }],
  }));
  return {
    prepare,
    toSQL: () => ({
      sql: `select ${variant} where id = $1 limit $2`,
      params: [sql.placeholder('id'), sql.placeholder('limit')],
    }),
  };
}

describe('preparedReads', () => {
  it('When a read is awaited again with other values, then its shape is built and prepared once', async () => {
    const build = vi.fn(fakeSelect);
    const read = preparedReads('things', build);
    const first = await read('first', { id: 'a', limit: 3 });
    const second = await read('first', { id: 'b', limit: 5 });
    const other = await read('after', { id: 'c', limit: 2 });
    expect(first).toEqual([{ name: 'things_first', variant: 'first', id: 'a', limit: 3 }]);
    expect(second[0]).toMatchObject({ name: 'things_first', id: 'b', limit: 5 });
    expect(other[0]).toMatchObject({ name: 'things_after', variant: 'after' });
    expect(build.mock.calls.map(([variant]) => variant)).toEqual(['first', 'after']);
  });

  it('When the statement is asked for, then its text comes with the values in place of the placeholders', () => {
    const read = preparedReads('things', (variant: 'first') => ({
      ...fakeSelect(variant),
      toSQL: () => ({ sql: 'select $1, $2', params: [sql.placeholder('id'), 7] }),
    }));
    expect(read('first', { id: 'x' }).toSQL()).toEqual({ sql: 'select $1, $2', params: ['x', 7] });
  });
});
