import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../test/fixtures.ts';
import { createFixtures } from '../../test/fixtures.ts';
import { ledger } from './index.ts';

/** Sales of `seller` at the given prices (cents), released and credited as the handoff would. */
export async function releasedSales(db: Db, seller: UserRow, pricesCents: number[]) {
  const f = createFixtures(db);
  const sales = [];
  for (const sellingPriceCents of pricesCents) {
    const product = await f.product({ seller, sellingPriceCents });
    const { booking } = await f.sale({ product, settlement: 'released', settledAt: new Date() });
    await ledger.creditRelease(db, { bookingId: booking.id });
    sales.push(booking);
  }
  return sales;
}

/** The books in total: every release, every payout, every balance (cents). */
export async function ledgerTotals(db: Db) {
  const result = (await db.execute(sql`
    select (select coalesce(sum(amount_cents), 0) from ledger_releases)::bigint as releases,
           (select coalesce(sum(amount_cents), 0) from payouts)::bigint as payouts,
           (select coalesce(sum(balance_cents), 0) from ledger_balances)::bigint as balances,
           (select count(*) from ledger_balances where balance_cents < 0)::int as negative
  `)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0]!;
  return {
    releases: Number(row.releases),
    payouts: Number(row.payouts),
    balances: Number(row.balances),
    negative: Number(row.negative),
  };
}
