import type { ArmsLengthReason, ArmsLengthVerdict } from '@phonebazaar/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { bookings, users } from '../../db/schema.ts';
import { dealVerdicts, trustCards, trustDevices, trustNetworks } from '../../db/schema-trust.ts';

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');

/** All SQL of the verdicts (decision 055). */
export const verdictRepository = {
  /**
   * What the rule needs about a deal: when it was booked, both accounts' age and phone, and
   * whether their devices, networks (sign-up or checkout) or cards (any of their payments) meet.
   */
  async dealFacts(tx: Db, bookingId: string) {
    const [row] = await tx
      .select({
        bookedAt: bookings.createdAt,
        buyer: {
          createdAt: buyer.createdAt,
          phone: buyer.phone,
          phoneVerifiedAt: buyer.phoneVerifiedAt,
        },
        seller: {
          createdAt: seller.createdAt,
          phone: seller.phone,
          phoneVerifiedAt: seller.phoneVerifiedAt,
        },
        device: sql<boolean>`exists (select 1 from ${trustDevices} d1
          join ${trustDevices} d2 on d2.device_id = d1.device_id
          where d1.email = lower(${buyer.email}) and d2.email = lower(${seller.email}))`.mapWith(
          Boolean,
        ),
        network: sql<boolean>`exists (select 1 from ${trustNetworks} n1
          join ${trustNetworks} n2 on n2.prefix = n1.prefix
          where n1.email = lower(${buyer.email}) and n2.email = lower(${seller.email}))`.mapWith(
          Boolean,
        ),
        card: sql<boolean>`exists (select 1 from ${trustCards} c1
          join ${trustCards} c2 on c2.fingerprint = c1.fingerprint
          where c1.buyer_id = ${bookings.buyerId} and c2.buyer_id = ${bookings.sellerId})`.mapWith(
          Boolean,
        ),
      })
      .from(bookings)
      .innerJoin(buyer, eq(buyer.id, bookings.buyerId))
      .innerJoin(seller, eq(seller.id, bookings.sellerId))
      .where(eq(bookings.id, bookingId));
    return row;
  },

  async save(tx: Db, bookingId: string, verdict: ArmsLengthVerdict): Promise<void> {
    const values = { counted: verdict.counted, reasons: verdict.reasons, decidedAt: new Date() };
    await tx
      .insert(dealVerdicts)
      .values({ bookingId, ...values })
      .onConflictDoUpdate({ target: dealVerdicts.bookingId, set: values });
  },

  /** The verdicts of these deals (a deal without one is not in the map). */
  async verdictsOf(db: Db, bookingIds: string[]): Promise<Map<string, ArmsLengthVerdict>> {
    if (bookingIds.length === 0) return new Map();
    const rows = await db
      .select({
        bookingId: dealVerdicts.bookingId,
        counted: dealVerdicts.counted,
        reasons: dealVerdicts.reasons,
      })
      .from(dealVerdicts)
      .where(inArray(dealVerdicts.bookingId, bookingIds));
    return new Map(
      rows.map((r) => [
        r.bookingId,
        { counted: r.counted, reasons: r.reasons as ArmsLengthReason[] },
      ]),
    );
  },
};
