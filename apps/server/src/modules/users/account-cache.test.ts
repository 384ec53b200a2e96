import { eq, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { listenConnectionPid } from '../../db/listen-channel.ts';
import { users } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { type AccountLookup, cacheAccounts } from './account-cache.ts';
import { createUsersRepository } from './users-repository.ts';

describeOnEachDatabase('accounts kept for authentication (decisions 019, 049)', (ctx) => {
  /** The real repository, counting the reads that reach the database. */
  function countingLookup() {
    const repository = createUsersRepository(ctx().database.db);
    const lookup = {
      reads: 0,
      async findLiveById(id: string) {
        lookup.reads += 1;
        return repository.findLiveById(id);
      },
    };
    return lookup;
  }

  async function newAccount(role: 'seller' | '' = '') {
    const email = `cache-${Math.random().toString(36).slice(2)}@example.com`;
    const [row] = await ctx()
      .database.db.insert(users)
      .values({ email, name: 'Cached', role })
      .returning({ id: users.id });
    return row!.id;
  }

  async function cached(lookup: AccountLookup, maxAgeSeconds = 30) {
    const { database, env, app } = ctx();
    return cacheAccounts(lookup, { database, url: env.DATABASE_URL, log: app.log, maxAgeSeconds });
  }

  /**
   * What another writer's change looks like from here: on PGlite the very next read sees it;
   * on PostgreSQL once the notification has come back on the LISTEN connection (milliseconds).
   */
  async function seen<T>(read: () => Promise<T>, expected: (value: T) => boolean) {
    if (ctx().kind === 'pglite') return expect(expected(await read())).toBe(true);
    await vi.waitFor(async () => expect(expected(await read())).toBe(true), { timeout: 2000 });
  }

  it('When an account is read twice, then the database is read once', async () => {
    const id = await newAccount();
    const lookup = countingLookup();
    const accounts = await cached(lookup);
    expect((await accounts.findLiveById(id))?.id).toBe(id);
    expect((await accounts.findLiveById(id))?.id).toBe(id);
    expect(lookup.reads).toBe(1);
    await accounts.close();
  });

  it('When users is written by anything (a service, raw SQL, a transaction), then the next read sees it', async () => {
    const id = await newAccount();
    const accounts = await cached(countingLookup());
    expect((await accounts.findLiveById(id))?.role).toBe('');

    await ctx().database.db.update(users).set({ role: 'seller' }).where(eq(users.id, id));
    await seen(
      () => accounts.findLiveById(id),
      (row) => row?.role === 'seller',
    );

    await ctx().database.db.execute(sql`update users set verified = true where id = ${id}`);
    await seen(
      () => accounts.findLiveById(id),
      (row) => row?.verified === true,
    );

    await ctx().database.db.transaction(async (tx) => {
      await tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
    });
    await seen(
      () => accounts.findLiveById(id),
      (row) => row === undefined,
    );
    await accounts.close();
  });

  it('When this instance says it changed an account, then the next read goes to the database', async () => {
    const id = await newAccount();
    const lookup = countingLookup();
    const accounts = await cached(lookup);
    await accounts.findLiveById(id);
    await accounts.findLiveById(id);
    accounts.forget();
    await accounts.findLiveById(id);
    expect(lookup.reads).toBe(2);
    await accounts.close();
  });

  it('When a write is rolled back, then the account read before still stands', async () => {
    const id = await newAccount('seller');
    const lookup = countingLookup();
    const accounts = await cached(lookup);
    await accounts.findLiveById(id);
    await expect(
      ctx().database.db.transaction(async (tx) => {
        await tx.update(users).set({ role: 'admin' }).where(eq(users.id, id));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await accounts.findLiveById(id))?.role).toBe('seller');
    await accounts.close();
  });

  // On PGlite the change is heard before the slow read ends, so its old row is never kept. On
  // PostgreSQL the notification may also come after the read ends: the old row is then kept
  // until the notification drops it, which is the bound decision 049 states.
  it('When a write commits while a read is on its way, then what that read returned is not kept past the notification', async () => {
    const id = await newAccount();
    const repository = createUsersRepository(ctx().database.db);
    const { promise: gate, resolve: release } = Promise.withResolvers<void>();
    const { promise: oldRowRead, resolve: markRead } = Promise.withResolvers<void>();
    // The first read returns the old row, but only after the write below has committed.
    let calls = 0;
    const slow: AccountLookup = {
      async findLiveById(accountId) {
        const row = await repository.findLiveById(accountId);
        if (calls++ === 0) {
          markRead();
          await gate;
        }
        return row;
      },
    };
    const accounts = await cached(slow);
    const inFlight = accounts.findLiveById(id);
    // On PostgreSQL the read and the write take two pooled connections: the write waits until
    // the read has its (old) row, or a loaded machine may run the read after the commit.
    await oldRowRead;
    await ctx().database.db.update(users).set({ role: 'seller' }).where(eq(users.id, id));
    // Other reads see the change once it is heard; the first read is still on its way.
    await seen(
      () => accounts.findLiveById(id),
      (row) => row?.role === 'seller',
    );
    release();
    expect((await inFlight)?.role).toBe('');
    await seen(
      () => accounts.findLiveById(id),
      (row) => row?.role === 'seller',
    );
    await accounts.close();
  });

  it('When a cached account is handed out, then it cannot be changed by its holder', async () => {
    const id = await newAccount();
    const accounts = await cached(countingLookup());
    await accounts.findLiveById(id);
    const row = await accounts.findLiveById(id);
    expect(Object.isFrozen(row)).toBe(true);
    await accounts.close();
  });

  it('When the maximum age is 0 on PostgreSQL, then every read goes to the database', async () => {
    if (ctx().kind !== 'postgres') return;
    const id = await newAccount();
    const lookup = countingLookup();
    const accounts = await cached(lookup, 0);
    await accounts.findLiveById(id);
    await accounts.findLiveById(id);
    expect(lookup.reads).toBe(2);
    await accounts.close();
  });

  it('When the LISTEN connection drops on PostgreSQL, then nothing is kept until it is back', async () => {
    if (ctx().kind !== 'postgres') return;
    const id = await newAccount();
    const lookup = countingLookup();
    const accounts = await cached(lookup);
    await accounts.findLiveById(id);
    // The instance's one LISTEN connection, which carries USERS_CHANNEL among the others.
    const pid = listenConnectionPid(ctx().env.DATABASE_URL!);
    expect(pid).toBeDefined();
    await ctx().database.db.execute(sql`select pg_terminate_backend(${pid}::int)`);
    // Once the loss is noticed every read goes to the database...
    await vi.waitFor(async () => {
      const before = lookup.reads;
      await accounts.findLiveById(id);
      await accounts.findLiveById(id);
      expect(lookup.reads - before).toBe(2);
    });
    // ...a change made meanwhile is seen at once...
    await ctx().database.db.update(users).set({ role: 'seller' }).where(eq(users.id, id));
    expect((await accounts.findLiveById(id))?.role).toBe('seller');
    // ...and after the reconnection (1 s) accounts are kept again.
    await vi.waitFor(
      async () => {
        const before = lookup.reads;
        await accounts.findLiveById(id);
        await accounts.findLiveById(id);
        expect(lookup.reads - before).toBe(1);
      },
      { timeout: 5000, interval: 200 },
    );
    await accounts.close();
  });
});
