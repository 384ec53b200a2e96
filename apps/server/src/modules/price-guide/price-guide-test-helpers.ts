import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookings } from '../../db/schema.ts';
import {
  type Actor,
  bookThrough,
  buyingCalls,
  handoffCalls,
  intentFor,
} from '../../test/buying-helpers.ts';
import type { Fixtures } from '../../test/fixtures.ts';
import type { TestContext } from '../../test/test-app.ts';

/** What the guide keys a listing by, as fixtures take it. */
export interface PhoneKey {
  modelId: string;
  storageGb: number;
  variant: 'official' | 'unofficial' | 'refurbished';
  productCondition: 'Fair' | 'Good' | 'Excellent';
}

/**
 * Deals on a phone of `key` as the real flow makes them: booked and paid through the API (the
 * money held), then released by the seller's entry of the buyer's handoff code, or declined
 * by the buyer and accepted by the seller (refunded). Each step runs the settlement seam.
 */
export function guideDeals(ctx: () => TestContext) {
  const calls = buyingCalls(ctx);
  const handoff = handoffCalls(ctx);
  const post = (url: string, who: Actor, payload: object) =>
    ctx().app.inject({ method: 'POST', url, headers: who.headers, payload });

  async function held(
    f: Fixtures,
    parties: { buyer: Actor; seller: Actor },
    key: PhoneKey,
    priceCents: number,
  ) {
    const phone = await f.product({
      seller: parties.seller.row,
      ...key,
      sellingPriceCents: priceCents,
    });
    const bookingId = await bookThrough(calls, parties.buyer, phone.id);
    const { clientSecret } = await intentFor(calls, parties.buyer, bookingId);
    const paid = await calls.confirm(parties.buyer, clientSecret);
    expect(paid.statusCode, paid.body).toBe(200);
    return bookingId;
  }

  return {
    held,
    async released(...args: Parameters<typeof held>) {
      const bookingId = await held(...args);
      const { buyer, seller } = args[1];
      const code = (await handoff.code(bookingId, buyer)).json().code as string;
      const res = await handoff.enter(bookingId, seller, code);
      expect(res.statusCode, res.body).toBe(200);
      return bookingId;
    },
    async refunded(...args: Parameters<typeof held>) {
      const bookingId = await held(...args);
      const { buyer, seller } = args[1];
      const declined = await post(`/api/booking/${bookingId}/decline`, buyer, {
        reason: 'account_locked',
      });
      expect(declined.statusCode, declined.body).toBe(200);
      const accepted = await post(`/api/booking/${bookingId}/decline/answer`, seller, {
        accept: true,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      return bookingId;
    },
  };
}

/** Moves a settled deal's sale into the past (as if released `days` ago). */
export async function settledDaysAgo(ctx: TestContext, bookingId: string, days: number) {
  await ctx.database.db
    .update(bookings)
    .set({ settledAt: sql`now() - ${days} * interval '1 day'` })
    .where(eq(bookings.id, bookingId));
}

export const guideUrl = (query: Record<string, string | number>) =>
  `/api/price-guide?${new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString()}`;
