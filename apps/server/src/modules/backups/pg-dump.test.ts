import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client.ts';
import { account } from '../../test/selling-helpers.ts';
import { createTestContext } from '../../test/test-app.ts';
import { everyRow, run, SLOW, script, upload } from './backup-test-helpers.ts';

const PG_SERVER = process.env.TEST_DATABASE_URL;
const pgTools = await run('pg_restore', ['--version']).then(
  () => true,
  () => false,
);

describe.skipIf(!PG_SERVER || !pgTools)('backups on PostgreSQL (issue #40)', () => {
  it(
    'When npm run backup runs with DATABASE_URL, then pg_dump writes a custom-format dump that pg_restore loads into an empty database with every row',
    async () => {
      const ctx = await createTestContext('postgres');
      const restoredName = `t_restore_${Date.now()}`;
      const server = new pg.Client({ connectionString: PG_SERVER });
      await server.connect();
      try {
        const seller = await account(ctx, 'seller');
        await upload(ctx, seller.authorization, 7);
        const before = await everyRow(ctx.database.db);
        const { stdout } = await script('backup', ctx.env.DATA_DIR, [], {
          DATABASE_URL: ctx.env.DATABASE_URL!,
        });
        const files = stdout.trim().split('\n');
        expect(files[0]).toMatch(/phonebazaar-\d{8}T\d{9}Z\.pgdump$/);
        expect(files[1]).toMatch(/phonebazaar-\d{8}T\d{9}Z-images\.tar\.gz$/);

        // The README's path: an empty database, then pg_restore.
        await server.query(`create database ${restoredName}`);
        const target = new URL(PG_SERVER!);
        target.pathname = `/${restoredName}`;
        await run('pg_restore', ['--no-owner', `--dbname=${target}`, files[0]!]);
        const restoredDb = await createDatabase({ url: target.toString(), pgliteDir: 'memory://' });
        const restored = await everyRow(restoredDb.db);
        await restoredDb.close();
        for (const [table, rows] of before) {
          if (table.startsWith('pgboss.')) continue; // the job runner works on while we read
          expect(restored.get(table), table).toEqual(rows);
        }
      } finally {
        await ctx.close();
        await server.query(`drop database if exists ${restoredName} with (force)`);
        await server.end();
      }
    },
    SLOW,
  );
});
