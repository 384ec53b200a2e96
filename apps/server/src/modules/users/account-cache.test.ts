import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { type AccountLookup, cacheAccounts } from './account-cache.ts';
import { createUsersRepository } from './users-repository.ts';

describeOnEachDatabase('accounts kept for authentication (decision 019)', (ctx) => {
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

  async function cached(lookup: AccountLookup) {
    const accounts = await cacheAccounts(lookup, ctx().database);
    return accounts;
  }

  it('When an account is read twice, then the database is read once on PGlite and twice on PostgreSQL', async () => {
    const id = await newAccount();
    const lookup = countingLookup();
    const accounts = await cached(lookup);
    expect((await accounts.findLiveById(id))?.id).toBe(id);
    expect((await accounts.findLiveById(id))?.id).toBe(id);
    expect(lookup.reads).toBe(ctx().kind === 'pglite' ? 1 : 2);
    await accounts.close();
  });

  it('When users is written by anything (a service, raw SQL, a transaction), then the next read sees it', async () => {
    const id = await newAccount();
    const accounts = await cached(countingLookup());
    expect((await accounts.findLiveById(id))?.role).toBe('');

    await ctx().database.db.update(users).set({ role: 'seller' }).where(eq(users.id, id));
    expect((await accounts.findLiveById(id))?.role).toBe('seller');

    await ctx().database.db.execute(sql`update users set verified = true where id = ${id}`);
    expect((await accounts.findLiveById(id))?.verified).toBe(true);

    await ctx().database.db.transaction(async (tx) => {
      await tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
    });
    expect(await accounts.findLiveById(id)).toBeUndefined();
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

  it('When a write commits while a read is on its way, then what that read returned is not kept', async () => {
    const id = await newAccount();
    const repository = createUsersRepository(ctx().database.db);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The read returns the old row, but only after the write below has committed.
    const slow: AccountLookup = {
      async findLiveById(accountId) {
        const row = await repository.findLiveById(accountId);
        await gate;
        return row;
      },
    };
    const accounts = await cached(slow);
    const inFlight = accounts.findLiveById(id);
    await ctx().database.db.update(users).set({ role: 'seller' }).where(eq(users.id, id));
    release();
    expect((await inFlight)?.role).toBe('');
    expect((await accounts.findLiveById(id))?.role).toBe('seller');
    await accounts.close();
  });

  it('When a cached account is handed out, then it cannot be changed by its holder', async () => {
    const id = await newAccount();
    const accounts = await cached(countingLookup());
    await accounts.findLiveById(id);
    const row = await accounts.findLiveById(id);
    if (ctx().kind === 'pglite') expect(Object.isFrozen(row)).toBe(true);
    await accounts.close();
  });
});
