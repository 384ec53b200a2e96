import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, ledgerReleases, notifications } from '../../db/schema.ts';
import { priceGuideSales } from '../../db/schema-price-guide.ts';
import { sellerReputation } from '../../db/schema-reviews.ts';
import { dealVerdicts } from '../../db/schema-trust.ts';
import {
  type Actor,
  actorFor,
  bookThrough,
  buyingCalls,
  handoffCalls,
  intentFor,
} from '../../test/buying-helpers.ts';
import { armsLength } from '../../test/deal-fixtures.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

/**
 * Decision 051: the app registers the deal's listeners by name in modules/index.ts. A real
 * release through the API must still reach every one of them in the step's transaction.
 */
describeOnEachDatabase('Deal events reach every listener (decision 051)', (ctx) => {
  let f: Fixtures;
  let buyer: Actor;
  let seller: Actor;
  const calls = buyingCalls(ctx);
  const handoff = handoffCalls(ctx);
  const db = () => ctx().database.db;

  beforeAll(async () => {
    f = createFixtures(db());
    buyer = await actorFor(ctx(), await f.buyer());
    seller = await actorFor(ctx(), await f.seller());
    // Two distinct people by evidence (issue #36), so the sale counts in the price guide.
    await armsLength(db(), buyer.row, seller.row);
  });

  it("When a deal is released through the API, then it is audited, the seller credited and told, its arm's-length verdict stored, and reputation and the price guide recomputed", async () => {
    const model = await f.phoneModel({ categoryId: (await f.category()).id, storageGb: [128] });
    const key = {
      modelId: model.id,
      storageGb: 128,
      variant: 'official',
      productCondition: 'Good',
    } as const;
    // A mark the facts do not support (one sale, a young account): only a recompute removes it.
    await db()
      .insert(sellerReputation)
      .values({ userId: seller.row.id, trusted: true })
      .onConflictDoUpdate({ target: sellerReputation.userId, set: { trusted: true } });

    // Booked and paid through the API (the money held), released by the seller's code entry.
    const phone = await f.product({ seller: seller.row, ...key, sellingPriceCents: 41_000 });
    const bookingId = await bookThrough(calls, buyer, phone.id);
    const { clientSecret } = await intentFor(calls, buyer, bookingId);
    const paid = await calls.confirm(buyer, clientSecret);
    expect(paid.statusCode, paid.body).toBe(200);
    const code = (await handoff.code(bookingId, buyer)).json().code as string;
    const released = await handoff.enter(bookingId, seller, code);
    expect(released.statusCode, released.body).toBe(200);

    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'booking'), eq(auditLog.entityId, bookingId)));
    // The card hold is audited with the payment (issue #45 item 6), the release by the listener.
    expect(audited.map((a) => [a.action, a.actorId, a.before, a.after])).toEqual(
      expect.arrayContaining([
        [
          'payment.hold',
          buyer.row.id,
          null,
          expect.objectContaining({ settlement: 'held', amountCents: 41_000 }),
        ],
        ['settlement.handoff', seller.row.id, { settlement: 'held' }, { settlement: 'released' }],
      ]),
    );
    expect(audited).toHaveLength(2);
    const credits = await db()
      .select()
      .from(ledgerReleases)
      .where(eq(ledgerReleases.bookingId, bookingId));
    expect(credits).toHaveLength(1);
    const told = await db()
      .select({ userId: notifications.userId, kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.bookingId, bookingId));
    expect(told).toContainEqual({ userId: seller.row.id, kind: 'code_entered' });
    expect(told).toContainEqual({ userId: buyer.row.id, kind: 'code_entered' });
    const [sale] = await db()
      .select()
      .from(priceGuideSales)
      .where(eq(priceGuideSales.bookingId, bookingId));
    expect(sale).toMatchObject({ modelId: model.id, priceCents: 41_000 });
    const [verdict] = await db()
      .select({ counted: dealVerdicts.counted, reasons: dealVerdicts.reasons })
      .from(dealVerdicts)
      .where(eq(dealVerdicts.bookingId, bookingId));
    expect(verdict).toEqual({ counted: true, reasons: [] });
    const [mark] = await db()
      .select({ trusted: sellerReputation.trusted })
      .from(sellerReputation)
      .where(eq(sellerReputation.userId, seller.row.id));
    expect(mark?.trusted).toBe(false);
  });
});
