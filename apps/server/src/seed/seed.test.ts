import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { beforeEach, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import {
  bookings,
  categories,
  notifications,
  paymentIntents,
  payments,
  products,
  reports,
  users,
} from '../db/schema.ts';
import { savedSearches } from '../db/schema-alerts.ts';
import { favourites } from '../db/schema-favourites.ts';
import { conversations, messages } from '../db/schema-messaging.ts';
import { offers } from '../db/schema-offers.ts';
import { describeOnEachDatabase, type TestContext } from '../test/test-app.ts';
import { CATEGORY_SEED } from './categories.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedDemoData } from './demo-seed.ts';
import { seedDatabase } from './seed.ts';

const log = pino({ level: 'silent' });

async function counts(db: Db) {
  const count = async (table: PgTable) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    categories: await count(categories),
    users: await count(users),
    products: await count(products),
    bookings: await count(bookings),
    paymentIntents: await count(paymentIntents),
    payments: await count(payments),
    reports: await count(reports),
  };
}

/** Each scenario starts from an empty, migrated database. */
async function wipe(db: Db) {
  await db.execute(
    sql`truncate ${payments}, ${paymentIntents}, ${reports}, ${bookings}, ${products}, ${categories}, ${users} cascade`,
  );
}

const seed = (c: TestContext) => seedDatabase(c.database.db, { env: c.env, log });

describeOnEachDatabase('seed with DEMO_DATA off', (ctx) => {
  beforeEach(() => wipe(ctx().database.db));

  it('When the seed runs twice, then the six categories exist once and nothing else is added', async () => {
    const first = await seed(ctx());
    const second = await seed(ctx());
    expect(first.categoriesInserted).toBe(6);
    expect(second.categoriesInserted).toBe(0);
    expect(first.demo).toBeUndefined();
    expect(await counts(ctx().database.db)).toEqual({
      categories: 6,
      users: 0,
      products: 0,
      bookings: 0,
      paymentIntents: 0,
      payments: 0,
      reports: 0,
    });
  });

  it('When an admin restyled a category, then a later seed keeps their change', async () => {
    const db = ctx().database.db;
    await seed(ctx());
    await db.update(categories).set({ bg: 'bg-rose-100' }).where(sql`${categories.name} = 'Apple'`);
    await seed(ctx());
    const rows = await db.select().from(categories);
    expect(rows).toHaveLength(CATEGORY_SEED.length);
    expect(rows.find((r) => r.name === 'Apple')?.bg).toBe('bg-rose-100');
  });
});

describeOnEachDatabase(
  'seed with DEMO_DATA on',
  (ctx) => {
    beforeEach(() => wipe(ctx().database.db));

    const expected = {
      categories: 6,
      users: 6,
      products: 30,
      bookings: 2,
      paymentIntents: 1,
      payments: 1,
      reports: 1,
    };

    it('When the seed runs twice, then the second run adds nothing', async () => {
      const first = await seed(ctx());
      expect(first.demo?.outcome).toBe('seeded');
      const after = await counts(ctx().database.db);
      const second = await seed(ctx());
      expect(second.demo?.outcome).toBe('exists');
      expect(second.demo?.images.written).toBe(0);
      expect(await counts(ctx().database.db)).toEqual(after);
      expect(after).toEqual(expected);
    });

    it('When the demo buyer signs in, then Messages, Offers, Notifications, Saved searches and Favourites each hold something, once (issue #37)', async () => {
      const db = ctx().database.db;
      await seed(ctx());
      const extras = async () => {
        const [buyer] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.buyer));
        const mine = async (table: PgTable, column: AnyPgColumn) =>
          (
            await db
              .select({ n: sql<number>`count(*)::int` })
              .from(table)
              .where(eq(column, buyer!.id))
          )[0]!.n;
        const countered = await db.select().from(offers).where(eq(offers.buyerId, buyer!.id));
        return {
          conversations: await mine(conversations, conversations.buyerId),
          offers: countered.map((o) => [o.status, o.counterCents !== null]),
          notifications: await mine(notifications, notifications.userId),
          savedSearches: await mine(savedSearches, savedSearches.userId),
          favourites: await mine(favourites, favourites.userId),
        };
      };
      const first = await extras();
      expect(first).toEqual({
        conversations: 2,
        offers: [['countered', true]],
        notifications: 3,
        savedSearches: 1,
        favourites: 1,
      });
      expect((await db.select().from(messages)).length).toBe(6);
      await seed(ctx());
      expect(await extras()).toEqual(first);
    });

    it('When several servers seed at the same moment, then nothing is duplicated', async () => {
      const results = await Promise.all([seed(ctx()), seed(ctx()), seed(ctx())]);
      expect(results.filter((r) => r.demo?.outcome === 'seeded').length).toBeGreaterThan(0);
      expect(await counts(ctx().database.db)).toEqual(expected);
    });

    it('When the demo seed fails half-way, then it leaves no demo rows behind', async () => {
      const db = ctx().database.db;
      await seed(ctx());
      await wipe(db);
      // Categories that do not exist make the listings insert fail after the users insert.
      const missing = new Map(CATEGORY_SEED.map((c) => [c.name, crypto.randomUUID()]));
      await expect(
        seedDemoData(db, { env: ctx().env, log, categoryIds: missing, now: new Date() }),
      ).rejects.toThrow();
      expect((await counts(db)).users).toBe(0);
      // And the next start seeds normally.
      await seed(ctx());
      expect(await counts(db)).toEqual(expected);
    });

    it('When a real account already holds a demo email, then demo data is skipped, not merged', async () => {
      const db = ctx().database.db;
      await db.insert(users).values({ email: DEMO_ACCOUNTS.seller, name: 'Someone Real' });
      const result = await seed(ctx());
      expect(result.demo?.outcome).toBe('blocked');
      expect(await counts(db)).toMatchObject({ categories: 6, users: 1, products: 0 });
    });
  },
  { DEMO_DATA: 'true' },
);
