import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, databaseKinds, type TestContext } from '../test/test-app.ts';
import { CATALOG_CHANNEL, openCatalogChannel } from './catalog-channel.ts';
import {
  LISTEN_APPLICATION_NAME,
  type ListenChannel,
  listenConnectionPid,
  openListenChannel,
} from './listen-channel.ts';

// LISTEN is PostgreSQL's; PGlite's notifications are in-process (client.ts's `listen`).
describe.runIf(databaseKinds.includes('postgres'))('one LISTEN connection per instance', () => {
  let ctx: TestContext & { close: () => Promise<void> };
  beforeAll(async () => {
    // With the response cache on, the app's catalogue listens too (beside accounts and sessions).
    ctx = await createTestContext('postgres', { RESPONSE_CACHE: 'true' });
  });
  afterAll(() => ctx?.close());

  const listenRows = async () =>
    (
      (await ctx.database.db.execute(
        sql`select pid from pg_stat_activity where application_name = ${LISTEN_APPLICATION_NAME}`,
      )) as unknown as { rows: { pid: number }[] }
    ).rows.map((row) => row.pid);

  it('When accounts, sessions, the catalogue and two more channels listen, then one connection serves them all, and its loss and return are every channel’s', async () => {
    const url = ctx.env.DATABASE_URL!;
    const log = ctx.app.log;
    // The suite's app already listens on accounts, sessions and the catalogue.
    const heard: string[] = [];
    const resyncs: string[] = [];
    const open = (channel: string) =>
      openListenChannel({
        url,
        channel,
        log,
        onPayload: (payload) => heard.push(`${channel}:${payload}`),
        onResync: () => resyncs.push(channel),
      });
    const channels: ListenChannel[] = [await open('pb_test_a'), await open('pb_test_b')];
    let catalogueChanges = 0;
    const catalogue = await openCatalogChannel({
      url,
      log,
      onChange: () => {
        catalogueChanges += 1;
      },
    });
    try {
      const pid = listenConnectionPid(url);
      expect(pid).toBeDefined();
      expect(await listenRows()).toEqual([pid]);
      expect(resyncs).toEqual(['pb_test_a', 'pb_test_b']);
      expect(catalogueChanges).toBe(1);

      // NOTIFY from the pool reaches each channel's listener, and only it.
      await ctx.database.db.execute(sql`select pg_notify('pb_test_a', 'one')`);
      await ctx.database.db.execute(sql`select pg_notify('pb_test_b', 'two')`);
      // The catalogue's notify goes out on that same connection and comes back to it.
      await catalogue.notify();
      await vi.waitFor(() => {
        expect(heard).toEqual(['pb_test_a:one', 'pb_test_b:two']);
        expect(catalogueChanges).toBe(2);
      });

      await ctx.database.db.execute(sql`select pg_terminate_backend(${pid}::int)`);
      await vi.waitFor(() => {
        expect(channels.some((c) => c.listening()) || catalogue.listening()).toBe(false);
        expect(ctx.app.catalogVersion.trusted()).toBe(false);
      });
      // Back after the reconnect delay (1 s): every channel again, on one new connection.
      await vi.waitFor(
        () => {
          expect(channels.every((c) => c.listening()) && catalogue.listening()).toBe(true);
          expect(ctx.app.catalogVersion.trusted()).toBe(true);
        },
        { timeout: 5000, interval: 100 },
      );
      const again = listenConnectionPid(url);
      expect(again).not.toBe(pid);
      expect(await listenRows()).toEqual([again]);
      expect(resyncs).toEqual(['pb_test_a', 'pb_test_b', 'pb_test_a', 'pb_test_b']);
      expect(catalogueChanges).toBe(3);
      await ctx.database.db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
      await vi.waitFor(() => expect(catalogueChanges).toBe(4));
    } finally {
      await Promise.all([...channels, catalogue].map((c) => c.close()));
    }
    // The app still listens, on the same connection.
    expect(listenConnectionPid(url)).toBeDefined();
  });

  it('When the last channel closes, then the connection closes with it', async () => {
    const url = ctx.env.DATABASE_URL!;
    // Another URL to the same server: a connection of its own, not the app's.
    const other = `${url}${url.includes('?') ? '&' : '?'}options=-c%20statement_timeout%3D0`;
    const channel = await openListenChannel({
      url: other,
      channel: 'pb_test_c',
      log: ctx.app.log,
      onPayload: () => {},
      onResync: () => {},
    });
    const pid = listenConnectionPid(other);
    expect(pid).toBeDefined();
    expect(await listenRows()).toContain(pid);
    await channel.close();
    expect(listenConnectionPid(other)).toBeUndefined();
    await vi.waitFor(async () => expect(await listenRows()).not.toContain(pid));
  });
});
