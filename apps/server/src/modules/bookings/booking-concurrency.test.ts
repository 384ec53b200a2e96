import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookings } from '../../db/schema.ts';
import {
  type Actor,
  actorFor,
  bookingPayload,
  buyingCalls,
  buyingCast,
  lapse,
} from '../../test/buying-helpers.ts';
import { createSiblingApp, describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase('Concurrent bookings of one listing', (ctx) => {
  let sibling: Awaited<ReturnType<typeof createSiblingApp>>;
  let buyers: Actor[];
  let cast: Awaited<ReturnType<typeof buyingCast>>;

  beforeAll(async () => {
    // On PostgreSQL a second app with its own pool: two servers behind one load balancer.
    sibling = await createSiblingApp(ctx());
    cast = await buyingCast(ctx());
    buyers = await Promise.all(
      Array.from({ length: 10 }, async () => actorFor(ctx(), await cast.f.buyer())),
    );
  });
  afterAll(async () => {
    await sibling?.close();
  });

  /** 50 attempts from 10 buyers, alternating between the two instances. */
  async function race(productId: string) {
    const apps: FastifyInstance[] = [ctx().app, sibling.app];
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const who = buyers[i % buyers.length]!;
        return buyingCalls(ctx, () => apps[i % 2]!).book(who, bookingPayload(productId, who));
      }),
    );
    const rows = await ctx()
      .database.db.select()
      .from(bookings)
      .where(eq(bookings.productId, productId));
    return { replies, rows };
  }

  it('When 50 bookings race on two instances, then exactly one wins and 49 get 409', async () => {
    const phone = await cast.f.product();
    const { replies, rows } = await race(phone.id);
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(rows).toHaveLength(1);
    const winner = replies.find((r) => r.statusCode === 200)!.json().insertedId;
    expect(rows[0]!.id).toBe(winner);
    for (const r of replies.filter((x) => x.statusCode === 409)) {
      expect(['LISTING_BOOKED', 'ALREADY_BOOKED_BY_YOU']).toContain(r.json().code);
    }
  });

  it('When 50 bookings race on a listing whose hold just lapsed, then again exactly one wins', async () => {
    const phone = await cast.f.product();
    const first = await buyingCalls(ctx).book(cast.buyer, bookingPayload(phone.id, cast.buyer));
    await lapse(ctx(), first.json().insertedId);
    const { replies, rows } = await race(phone.id);
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(49);
    // The lapsed one (released) and the winner.
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.releasedAt === null)).toHaveLength(1);
  });
});
