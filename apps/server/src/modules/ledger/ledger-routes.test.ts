import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, ledgerBalances, payouts } from '../../db/schema.ts';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { createFixtures } from '../../test/fixtures.ts';
import { createSiblingApp, describeOnEachDatabase } from '../../test/test-app.ts';
import { ledgerTotals, releasedSales } from './ledger-test-helpers.ts';

describeOnEachDatabase('Earnings and payouts', (ctx) => {
  const db = () => ctx().database.db;
  const f = () => createFixtures(db());
  let admin: Actor;

  beforeAll(async () => {
    admin = await actorFor(ctx(), await f().admin({ name: 'Ada Admin' }));
  });

  const get = (who: Actor, url: string) =>
    ctx().app.inject({ method: 'GET', url, headers: who.headers });
  const payout = (body: object, app = ctx().app) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/payouts',
      headers: admin.headers,
      payload: body,
    });

  async function owedSeller(pricesCents: number[]) {
    const row = await f().seller();
    await releasedSales(db(), row, pricesCents);
    return { row, actor: await actorFor(ctx(), row) };
  }

  it("When a seller opens Earnings, then they see their releases, pending holds and payouts, and no one else's", async () => {
    const { row: seller, actor } = await owedSeller([40_000, 12_550]);
    const other = await owedSeller([99_900]);
    const held = await f().sale({
      product: await f().product({ seller, productName: 'Held Pixel', sellingPriceCents: 30_000 }),
      settlement: 'held',
    });
    await f().sale({ product: await f().product({ seller }), settlement: 'declined' });
    await f().sale({ product: await f().product({ seller }), settlement: 'disputed' });
    // Refunded and unpaid bookings are no one's money.
    await f().sale({ product: await f().product({ seller }), settlement: 'refunded' });
    await f().booking({ product: await f().product({ seller }) });
    expect(
      (await payout({ sellerId: seller.id, amount: 100.5, reference: 'TRX-1' })).statusCode,
    ).toBe(200);

    const reply = await get(actor, '/api/earnings');

    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.balance).toBe(525.5 - 100.5);
    expect(body.released.map((r: { amount: number }) => r.amount)).toEqual([125.5, 400]);
    expect(body.released[0]).toMatchObject({
      productName: expect.any(String),
      releasedAt: expect.any(String),
    });
    expect(body.pendingHolds.map((h: { settlement: string }) => h.settlement).sort()).toEqual([
      'declined',
      'disputed',
      'held',
    ]);
    expect(body.pendingHolds).toContainEqual(
      expect.objectContaining({
        bookingId: held.booking.id,
        productName: 'Held Pixel',
        amount: 300,
      }),
    );
    expect(body.payouts).toEqual([
      { id: expect.any(String), amount: 100.5, reference: 'TRX-1', paidAt: expect.any(String) },
    ]);
    expect((await get(other.actor, '/api/earnings')).json().balance).toBe(999);
  });

  it('When a seller with no sales (or an admin, who has the seller pages) opens Earnings, then everything is empty and the balance is 0', async () => {
    const actor = await actorFor(ctx(), await f().seller());
    for (const who of [actor, admin]) {
      const reply = await get(who, '/api/earnings');
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ balance: 0, released: [], pendingHolds: [], payouts: [] });
    }
    // A buyer has no earnings page.
    const buyer = await actorFor(ctx(), await f().buyer());
    expect((await get(buyer, '/api/earnings')).statusCode).toBe(403);
  });

  it('When an admin opens Payouts, then sellers owed money come most owed first, with recent payouts', async () => {
    const small = await owedSeller([10_000]);
    const big = await owedSeller([9_000_000]);
    const paidUp = await owedSeller([20_000]);
    await payout({ sellerId: paidUp.row.id, amount: 200, reference: 'ALL-OF-IT' });

    const body = (await get(admin, '/api/admin/payouts')).json();

    const ids = body.sellers.map((s: { id: string }) => s.id);
    expect(ids.indexOf(big.row.id)).toBeLessThan(ids.indexOf(small.row.id));
    expect(ids).not.toContain(paidUp.row.id);
    expect(body.sellers).toContainEqual({
      id: small.row.id,
      name: small.row.name,
      email: small.row.email,
      balance: 100,
    });
    expect(body.payouts[0]).toMatchObject({
      amount: 200,
      reference: 'ALL-OF-IT',
      seller: { id: paidUp.row.id, email: paidUp.row.email },
      recordedBy: { name: 'Ada Admin' },
    });
  });

  it('When an admin records a payout, then the balance goes down by it and the reply says what is left', async () => {
    const { row: seller } = await owedSeller([40_000]);

    const reply = await payout({ sellerId: seller.id, amount: 150.25, reference: '  BANK-42  ' });

    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      balance: 249.75,
      payout: { amount: 150.25, reference: 'BANK-42', seller: { id: seller.id } },
    });
    const [row] = await db().select().from(payouts).where(eq(payouts.sellerId, seller.id));
    expect(row).toMatchObject({
      amountCents: 15_025,
      reference: 'BANK-42',
      recordedBy: admin.row.id,
    });
    // Who paid whom how much, in the payout's own transaction.
    const entries = await db().select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: admin.row.id,
        action: 'payout.recorded',
        entity: 'payout',
        before: { sellerId: seller.id, balanceCents: 40_000 },
        after: {
          sellerId: seller.id,
          balanceCents: 24_975,
          amountCents: 15_025,
          reference: 'BANK-42',
        },
      }),
    ]);
  });

  it('When a payout is more than the balance, then it is refused with 409 and nothing is written', async () => {
    const { row: seller } = await owedSeller([40_000]);

    const reply = await payout({ sellerId: seller.id, amount: 400.01, reference: 'TOO-MUCH' });

    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({
      code: 'PAYOUT_OVER_BALANCE',
      message: "A payout of $400.01 is more than the seller's balance of $400.",
    });
    expect(await db().select().from(payouts).where(eq(payouts.sellerId, seller.id))).toEqual([]);
    // A seller who was never owed anything has a balance of $0.
    const nobody = await f().seller();
    expect((await payout({ sellerId: nobody.id, amount: 1, reference: 'X' })).statusCode).toBe(409);
  });

  it('When the seller is unknown or the body is invalid, then 404 or 400 with the field', async () => {
    const { row: seller } = await owedSeller([40_000]);
    for (const sellerId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const reply = await payout({ sellerId, amount: 1, reference: 'X' });
      expect(reply.statusCode).toBe(404);
      expect(reply.json().code).toBe('SELLER_NOT_FOUND');
    }
    const invalid: Array<[object, string]> = [
      [{ sellerId: seller.id, amount: 0, reference: 'X' }, 'amount'],
      [{ sellerId: seller.id, amount: 1.005, reference: 'X' }, 'amount'],
      [{ sellerId: seller.id, amount: -5, reference: 'X' }, 'amount'],
      [{ sellerId: seller.id, amount: 1, reference: '   ' }, 'reference'],
      [{ sellerId: seller.id, amount: 1, reference: 'x'.repeat(201) }, 'reference'],
      [{ sellerId: seller.id, amount: 1 }, 'reference'],
    ];
    for (const [body, field] of invalid) {
      const reply = await payout(body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(reply.json().fieldErrors ?? {})).toContain(field);
    }
    const [balance] = await db()
      .select()
      .from(ledgerBalances)
      .where(eq(ledgerBalances.sellerId, seller.id));
    expect(balance?.balanceCents).toBe(40_000);
  });

  it('When payouts to one seller race on two instances, then they never overdraw the balance', async () => {
    const sibling = await createSiblingApp(ctx());
    try {
      const { row: seller } = await owedSeller([40_000]);
      // Ten payouts of $100 against $400: exactly four fit, whichever order they land in.
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          payout(
            { sellerId: seller.id, amount: 100, reference: `RACE-${i}` },
            i % 2 ? sibling.app : ctx().app,
          ),
        ),
      );
      const statuses = replies.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 409, 409, 409, 409, 409, 409]);
      const [balance] = await db()
        .select()
        .from(ledgerBalances)
        .where(eq(ledgerBalances.sellerId, seller.id));
      expect(balance?.balanceCents).toBe(0);
      const totals = await ledgerTotals(db());
      expect(totals.negative).toBe(0);
      expect(totals.releases).toBe(totals.payouts + totals.balances);
    } finally {
      await sibling.close();
    }
  });
});
