import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerBalances, ledgerReleases } from '../../db/schema.ts';
import { MIGRATIONS_DIR } from '../../paths.ts';
import { createFixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

/** Migration 0020's statements that credit the deals released before the ledger existed. */
async function backfillStatements(): Promise<string[]> {
  const text = await readFile(path.join(MIGRATIONS_DIR, '0020_ledger.sql'), 'utf8');
  const statements = text.split('--> statement-breakpoint').map((s) => s.trim());
  return statements.filter((s) => /^(--.*\n)*INSERT INTO/.test(s));
}

describeOnEachDatabase('Migration 0020: deals released before the ledger', (ctx) => {
  it('When the migration runs over existing sales, then each released one is credited to its seller, and no held or refunded one', async () => {
    const db = ctx().database.db;
    const f = createFixtures(db);
    const seller = await f.seller();
    const paidAt = new Date('2030-01-02T03:04:05.000Z');
    const sale = (settlement: 'released' | 'held' | 'refunded', sellingPriceCents: number) =>
      f
        .product({ seller, sellingPriceCents })
        .then((product) => f.sale({ product, settlement, createdAt: paidAt }));
    const released = [await sale('released', 40_000), await sale('released', 12_345)];
    await sale('held', 99_900);
    await sale('refunded', 55_500);

    const statements = await backfillStatements();
    expect(statements).toHaveLength(2);
    await db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });

    const rows = await db
      .select()
      .from(ledgerReleases)
      .where(eq(ledgerReleases.sellerId, seller.id));
    expect(rows.map((r) => r.bookingId).sort()).toEqual(released.map((s) => s.booking.id).sort());
    expect(rows.map((r) => r.amountCents).sort()).toEqual([12_345, 40_000]);
    expect(rows.every((r) => r.createdAt.getTime() === paidAt.getTime())).toBe(true);
    const [balance] = await db
      .select()
      .from(ledgerBalances)
      .where(eq(ledgerBalances.sellerId, seller.id));
    expect(balance?.balanceCents).toBe(52_345);
  });
});
