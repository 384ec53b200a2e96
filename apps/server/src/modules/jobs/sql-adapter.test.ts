import { describe, expect, it } from 'vitest';
import { settlingQuietly } from './sql-adapter.ts';

describe('settlingQuietly', () => {
  const down = {
    executeSql: async () => {
      throw new Error('Cannot use a pool after calling end on the pool');
    },
  };

  it("When pg-boss's unawaited completion fails, then it is logged and answered as nothing changed", async () => {
    const failures: unknown[] = [];
    const runner = settlingQuietly(down, (err) => failures.push(err));
    const complete = '\n    WITH results AS (\n      UPDATE pgboss.job SET state = $1';
    await expect(runner.executeSql(complete, ['q', [], null])).resolves.toEqual({
      rows: [{ count: '0' }],
    });
    const fail = '\n    WITH deleted_jobs AS (\n      DELETE FROM pgboss.job';
    await expect(runner.executeSql(fail, ['q', [], null])).resolves.toEqual({
      rows: [{ count: '0' }],
    });
    expect(failures).toHaveLength(2);
  });

  it('When any other statement fails, then the error reaches its caller', async () => {
    const runner = settlingQuietly(down, () => {});
    await expect(runner.executeSql('SELECT 1')).rejects.toThrow('Cannot use a pool');
  });
});
