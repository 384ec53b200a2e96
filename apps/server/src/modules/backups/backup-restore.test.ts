import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client.ts';
import { PASSWORD, signInRequest } from '../../test/auth-helpers.ts';
import { buyingCalls, buyingCast, paidThroughSandbox } from '../../test/buying-helpers.ts';
import { account, category, listing, productBody } from '../../test/selling-helpers.ts';
import { createTestContext } from '../../test/test-app.ts';
import { everyRow, pictures, quiet, SLOW, script, upload } from './backup-test-helpers.ts';
import { createBackupService, serveBackupControl } from './index.ts';

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
