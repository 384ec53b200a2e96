import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerBalances, ledgerReleases } from '../../db/schema.ts';
import { createFixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { ledger } from './index.ts';

// drizzle wraps the driver's error; the trigger's message is its cause's.
const appendOnly = {
  cause: expect.objectContaining({ message: expect.stringMatching(/append-only/) }),
};

describeOnEachDatabase('ledger.creditRelease', (ctx) => {
  const db = () => ctx().database.db;
  const f = () => createFixtures(db());

  async function balanceOf(sellerId: string) {
    const [row] = await db()
      .select({ cents: ledgerBalances.balanceCents })
      .from(ledgerBalances)
      .where(eq(ledgerBalances.sellerId, sellerId));
    return row?.cents ?? 0;
  }

  it("When a paid booking is released, then its listing's seller is credited the booking's price", async () => {
    const seller = await f().seller();
    const phone = await f().product({ seller, sellingPriceCents: 41_999 });
    // The booking's price is what was paid, even if the listing is repriced afterwards.
    const { booking } = await f().sale({
      product: phone,
      priceCents: 40_050,
      settlement: 'released',
    });

    const outcome = await db().transaction((tx) =>
      ledger.creditRelease(tx, { bookingId: booking.id }),
    );

    expect(outcome).toEqual({ credited: true, sellerId: seller.id, amountCents: 40_050 });
    const rows = await db()
      .select()
      .from(ledgerReleases)
      .where(eq(ledgerReleases.bookingId, booking.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sellerId: seller.id, amountCents: 40_050 });
    expect(await balanceOf(seller.id)).toBe(40_050);
  });

  it('When the same release is credited again, then nothing changes', async () => {
    const seller = await f().seller();
    const { booking: first } = await f().sale({
      product: await f().product({ seller }),
      settlement: 'released',
    });
    const { booking: second } = await f().sale({
      product: await f().product({ seller, sellingPriceCents: 10_000 }),
      settlement: 'released',
    });
    await ledger.creditRelease(db(), { bookingId: first.id });
    await ledger.creditRelease(db(), { bookingId: second.id });

    const again = await db().transaction((tx) => ledger.creditRelease(tx, { bookingId: first.id }));

    expect(again).toEqual({ credited: false, sellerId: seller.id, amountCents: 40_000 });
    expect(await balanceOf(seller.id)).toBe(50_000);
  });

  it('When 20 credits of one release race, then the seller is credited exactly once', async () => {
    const seller = await f().seller();
    const { booking } = await f().sale({
      product: await f().product({ seller }),
      settlement: 'released',
    });

    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        db().transaction((tx) => ledger.creditRelease(tx, { bookingId: booking.id })),
      ),
    );

    expect(outcomes.filter((o) => o.credited)).toHaveLength(1);
    expect(await balanceOf(seller.id)).toBe(40_000);
  });

  it("When the caller's transaction rolls back, then the credit is rolled back with it", async () => {
    const seller = await f().seller();
    const { booking } = await f().sale({
      product: await f().product({ seller }),
      settlement: 'released',
    });

    await expect(
      db().transaction(async (tx) => {
        await ledger.creditRelease(tx, { bookingId: booking.id });
        throw new Error('the release failed after the credit');
      }),
    ).rejects.toThrow('the release failed after the credit');

    const rows = await db()
      .select()
      .from(ledgerReleases)
      .where(eq(ledgerReleases.bookingId, booking.id));
    expect(rows).toHaveLength(0);
    expect(await balanceOf(seller.id)).toBe(0);
  });

  it('When an unpaid, refunded or unknown booking is credited, then it throws and writes nothing', async () => {
    const seller = await f().seller();
    const unpaid = await f().booking({ product: await f().product({ seller }) });
    const { booking: refunded } = await f().sale({
      product: await f().product({ seller }),
      settlement: 'refunded',
    });

    await expect(ledger.creditRelease(db(), { bookingId: unpaid.id })).rejects.toThrow(
      /is none, not paid/,
    );
    await expect(ledger.creditRelease(db(), { bookingId: refunded.id })).rejects.toThrow(
      /is refunded, not paid/,
    );
    await expect(
      ledger.creditRelease(db(), { bookingId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toThrow(/does not exist/);
    expect(await balanceOf(seller.id)).toBe(0);
  });

  it('When anyone edits or deletes a recorded release, then the database refuses', async () => {
    const { booking } = await f().sale({ product: await f().product(), settlement: 'released' });
    await ledger.creditRelease(db(), { bookingId: booking.id });

    await expect(
      db().execute(
        sql`update ${ledgerReleases} set amount_cents = 1 where booking_id = ${booking.id}`,
      ),
    ).rejects.toMatchObject(appendOnly);
    await expect(
      db().execute(sql`delete from ${ledgerReleases} where booking_id = ${booking.id}`),
    ).rejects.toMatchObject(appendOnly);
  });
});
