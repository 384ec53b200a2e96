import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { dealVerdicts } from '../../db/schema-trust.ts';
import {
  type Actor,
  bookThrough,
  buyingCalls,
  GOOD_CARD,
  handoffCalls,
  intentFor,
} from '../../test/buying-helpers.ts';
import type { Fixtures } from '../../test/fixtures.ts';
import type { TestContext } from '../../test/test-app.ts';

/** Another card the sandbox accepts (Mastercard's public test number). */
export const OTHER_CARD = { ...GOOD_CARD, number: '5555 5555 5555 4444' };

/** An actor whose calls carry extra headers (a device cookie, a forwarded address). */
export const withHeaders = (who: Actor, headers: Record<string, string>): Actor => ({
  ...who,
  headers: { ...who.headers, ...headers },
});

/**
 * Deals as the real flow makes them (booked, paid at the sandbox, released by the seller's
 * entry of the buyer's handoff code), each step through the API, so the evidence plugin and
 * the deal events run as in production.
 */
export function armsDeals(ctx: () => TestContext) {
  const calls = buyingCalls(ctx);
  const handoff = handoffCalls(ctx);

  async function paid(
    f: Fixtures,
    parties: { buyer: Actor; seller: Actor },
    listing: Parameters<Fixtures['product']>[0] = {},
    card: object = GOOD_CARD,
  ) {
    const phone = await f.product({
      sellingPriceCents: 40_000,
      ...listing,
      seller: parties.seller.row,
    });
    const bookingId = await bookThrough(calls, parties.buyer, phone.id);
    const { clientSecret } = await intentFor(calls, parties.buyer, bookingId);
    const res = await calls.confirm(parties.buyer, clientSecret, card);
    expect(res.statusCode, res.body).toBe(200);
    return bookingId;
  }

  return {
    paid,
    async released(...args: Parameters<typeof paid>) {
      const bookingId = await paid(...args);
      const { buyer, seller } = args[1];
      const code = (await handoff.code(bookingId, buyer)).json().code as string;
      const res = await handoff.enter(bookingId, seller, code);
      expect(res.statusCode, res.body).toBe(200);
      return bookingId;
    },
  };
}

/** The stored verdict of a deal, or undefined. */
export async function verdictOf(ctx: TestContext, bookingId: string) {
  const [row] = await ctx.database.db
    .select({ counted: dealVerdicts.counted, reasons: dealVerdicts.reasons })
    .from(dealVerdicts)
    .where(eq(dealVerdicts.bookingId, bookingId));
  return row;
}
