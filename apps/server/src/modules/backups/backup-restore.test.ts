import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../db/client.ts';
import { PASSWORD, signInRequest } from '../../test/auth-helpers.ts';
import { buyingCalls, buyingCast, paidThroughSandbox } from '../../test/buying-helpers.ts';
import { account, category, listing, productBody } from '../../test/selling-helpers.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { createBackupService, serveBackupControl } from './index.ts';

const run = promisify(execFile);
const TSX = fileURLToPath(new URL('../../../../../node_modules/.bin/tsx', import.meta.url));
const SCRIPTS = fileURLToPath(new URL('../../scripts/', import.meta.url));
const SLOW = 240_000;
const quiet = { info() {}, warn() {} };

/** `npm run <script>` as an operator runs it, on `dataDir`. */
function script(
  name: 'backup' | 'restore',
  dataDir: string,
  args: string[] = [],
  extra: Record<string, string> = {},
) {
  const { DATABASE_URL: _, ...env } = process.env;
  return run(TSX, [path.join(SCRIPTS, `${name}.ts`), ...args], {
    env: { ...env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'error', ...extra },
  });
}

const bigints = (_: string, value: unknown) =>
  typeof value === 'bigint' ? value.toString() : value;

/** Every row of every table (all schemas but the system's), each as its JSON text. */
async function everyRow(db: Db): Promise<Map<string, string[]>> {
  const tables = (await db.execute(
    sql`select table_schema as s, table_name as t from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  )) as unknown as { rows: { s: string; t: string }[] };
  const out = new Map<string, string[]>();
  for (const { s, t } of tables.rows) {
    const rows = (await db.execute(sql.raw(`select * from "${s}"."${t}"`))) as unknown as {
      rows: object[];
    };
    out.set(`${s}.${t}`, rows.rows.map((row) => JSON.stringify(row, bigints)).sort());
  }
  return out;
}

async function pictures(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const name of await readdir(dir)) {
    if (!name.startsWith('.')) out.set(name, await readFile(path.join(dir, name)));
  }
  return out;
}

function multipart(data: Buffer) {
  const boundary = '----backup-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(ctx: TestContext, authorization: string, shade: number): Promise<string> {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: shade % 256, g: 90, b: 30 } },
  })
    .png()
    .toBuffer();
  const body = multipart(png);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { authorization, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().data.url).pathname;
}

describe('backups of the embedded database (issue #40)', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn();
  });

  it(
    'When the server is backed up while writes go on and the backup is restored into a new folder, then the app starts on it with every row and picture acknowledged before the backup began',
    async () => {
      const a = await createTestContext('pglite', {}, { onDisk: true });
      cleanup.push(() => a.close());
      // Accounts, a listing with an uploaded picture, a conversation, bookings and payments.
      const seller = await account(a, 'seller');
      const buyer = await account(a);
      const picture = await upload(a, seller.authorization, 1);
      const listingId = await listing(
        a,
        seller,
        productBody({ categoriesId: await category(a), productImg: picture }),
      );
      const started = await a.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: buyer.headers,
        payload: { listingId, text: 'Is it still available?' },
      });
      expect(started.statusCode, started.body).toBe(200);
      const conversationId = started.json().conversation.id as string;
      const cast = await buyingCast(a);
      const deal = await paidThroughSandbox(
        buyingCalls(() => a),
        cast,
      );

      const before = await everyRow(a.database.db);
      const picturesBefore = await pictures(a.env.IMAGES_DIR);
      for (const table of ['users', 'products', 'bookings', 'payments', 'messages']) {
        expect(before.get(`public.${table}`)?.length, table).toBeGreaterThan(0);
      }

      // The server as server.ts runs it: its control socket answers `npm run backup`.
      const stopControl = await serveBackupControl(
        createBackupService(a.database, a.env),
        a.env.DATA_DIR,
        quiet,
      );
      cleanup.push(stopControl);
      // Writes go on the whole time: pictures and the listings that show them, and a
      // message now and then (they are limited per hour), each one acknowledged.
      let writing = true;
      let written = 0;
      const categoriesId = await category(a);
      const writer = (async () => {
        while (writing) {
          const productImg = await upload(a, seller.authorization, written + 2);
          await listing(a, seller, productBody({ categoriesId, productImg }));
          if (written % 10 === 0) {
            const res = await a.app.inject({
              method: 'POST',
              url: `/api/conversations/${conversationId}/messages`,
              headers: buyer.headers,
              payload: { text: `message ${written}` },
            });
            expect(res.statusCode, res.body).toBe(200);
          }
          written++;
        }
      })();
      const { stdout } = await script('backup', a.env.DATA_DIR);
      writing = false;
      await writer;
      expect(written).toBeGreaterThan(0);
      const after = await everyRow(a.database.db);
      const file = stdout.trim().split('\n').at(-1)!;
      expect(path.dirname(file)).toBe(path.join(a.env.DATA_DIR, 'backups'));
      expect(file).toMatch(/phonebazaar-\d{8}T\d{9}Z\.tar\.gz$/);
      // It holds the keys: readable by the server's user only.
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      // The metric an alert on the newest backup's age reads.
      const metrics = await a.app.inject({ method: 'GET', url: '/metrics' });
      const newest = /^backup_newest_timestamp_seconds (\S+)$/m.exec(metrics.body)?.[1];
      expect(Date.now() / 1000 - Number(newest)).toBeLessThan(600);

      const target = await mkdtemp(path.join(os.tmpdir(), 'pb-restore-'));
      cleanup.push(() => rm(target, { recursive: true, force: true }));
      await script('restore', target, [file]);
      // A second restore into the now full folder is refused, and says why.
      const again = await script('restore', target, [file]).then(
        () => undefined,
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      expect(again?.code).toBe(2);
      expect(`${again?.stdout}${again?.stderr}`).toContain('is not empty');

      // Every table's rows, read from the restored folder before anything runs on it: each
      // row acknowledged before the backup and not changed by the writes after is there.
      const restoredDb = await createDatabase({ pgliteDir: path.join(target, 'pglite') });
      const restored = await everyRow(restoredDb.db);
      await restoredDb.close();
      expect([...restored.keys()].sort()).toEqual([...before.keys()].sort());
      for (const [table, rows] of before) {
        const still = new Set(after.get(table));
        const present = new Set(restored.get(table));
        const missing = rows.filter((row) => still.has(row) && !present.has(row));
        expect(missing, table).toEqual([]);
      }
      // Every picture, byte for byte, and every uploaded picture a restored row names (the
      // fixtures' rows name a placeholder no upload made).
      const picturesAfter = await pictures(path.join(target, 'images'));
      for (const [name, bytes] of picturesBefore) {
        expect(picturesAfter.get(name)?.equals(bytes), name).toBe(true);
      }
      const named = new Set(
        [...restored.values()]
          .flat()
          .flatMap((row) => row.match(/\/images\/[\w-]{24}\.webp/g) ?? []),
      );
      expect(named.size).toBeGreaterThan(0);
      for (const url of named)
        expect(picturesAfter.has(url.slice('/images/'.length)), url).toBe(true);

      // The app starts on it: the accounts sign in, their tokens (the restored keys) still
      // hold, and the listing, its picture, the conversation and the paid booking are served.
      const b = await createTestContext('pglite', {}, { onDisk: true, dataDir: target });
      cleanup.push(() => b.close());
      const signIn = await signInRequest(b.app, { email: seller.email, password: PASSWORD });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const shown = await b.app.inject({ method: 'GET', url: `/api/listings/${listingId}` });
      expect(shown.statusCode, shown.body).toBe(200);
      const image = await b.app.inject({ method: 'GET', url: picture });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(picturesBefore.get(picture.slice('/images/'.length))!)).toBe(
        true,
      );
      const messages = await b.app.inject({
        method: 'GET',
        url: `/api/conversations/${conversationId}/messages`,
        headers: buyer.headers,
      });
      expect(messages.statusCode, messages.body).toBe(200);
      const orders = await b.app.inject({
        method: 'GET',
        url: `/api/booking/myproduct?email=${encodeURIComponent(cast.buyer.email)}`,
        headers: cast.buyer.headers,
      });
      expect(orders.statusCode, orders.body).toBe(200);
      expect(JSON.stringify(orders.json())).toContain(deal.bookingId);
    },
    SLOW,
  );

  it(
    'When no server runs, then npm run backup opens the data folder itself and keeps the newest BACKUP_KEEP',
    async () => {
      const c = await createTestContext('pglite', {}, { onDisk: true });
      const dataDir = c.env.DATA_DIR;
      await c.app.close();
      await c.database.close();
      cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
      const first = (await script('backup', dataDir, [], { BACKUP_KEEP: '1' })).stdout.trim();
      const second = (await script('backup', dataDir, [], { BACKUP_KEEP: '1' })).stdout.trim();
      expect(second).not.toBe(first);
      expect(await readdir(path.join(dataDir, 'backups'))).toEqual([path.basename(second)]);
    },
    SLOW,
  );
});

describe('scheduled backups (issue #40)', () => {
  it(
    'When BACKUP_INTERVAL_HOURS has gone by, then the server takes a backup on its own and keeps the newest BACKUP_KEEP',
    async () => {
      // 0.001 h: 3.6 s, so the job looks every 3.6 s and finds a backup due each time.
      const ctx = await createTestContext(
        'pglite',
        { BACKUP_INTERVAL_HOURS: '0.001', BACKUP_KEEP: '2' },
        { onDisk: true },
      );
      try {
        const listed = () => readdir(ctx.env.BACKUP_DIR).catch(() => [] as string[]);
        const backups = async () => (await listed()).filter((n) => n.endsWith('.tar.gz'));
        for (let i = 0; i < 120 && (await backups()).length < 2; i++) {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect((await backups()).length).toBe(2);
        const first = await backups();
        for (let i = 0; i < 120 && (await backups()).join() === first.join(); i++) {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        // A third was taken, and the oldest went.
        expect((await backups()).length).toBe(2);
        expect(await backups()).not.toContain(first[0]);
      } finally {
        await ctx.close();
      }
    },
    SLOW,
  );
});

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
