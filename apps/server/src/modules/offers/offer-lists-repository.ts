import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { bookings, products, users } from '../../db/schema.ts';
import { offers } from '../../db/schema-offers.ts';

/** Past due while live: expired to every reader at once, whatever the job has written. */
const due = sql<boolean>`(${offers.status} in ('open', 'countered') and ${offers.expiresAt} <= now())`;

const buyerUser = alias(users, 'offer_buyer');
const sellerUser = alias(users, 'offer_seller');

const listColumns = {
  id: offers.id,
  listingId: offers.listingId,
  buyerId: offers.buyerId,
  sellerId: offers.sellerId,
  productName: products.productName,
  productImg: products.productImg,
  listingPriceCents: products.sellingPriceCents,
  amountCents: offers.amountCents,
  counterCents: offers.counterCents,
  status: offers.status,
  due: due.mapWith(Boolean),
  closedBy: offers.closedBy,
  buyerName: buyerUser.name,
  sellerName: sellerUser.name,
  createdAt: offers.createdAt,
  expiresAt: offers.expiresAt,
  bookingId: offers.bookingId,
  paid: sql<boolean>`coalesce(${bookings.paid}, false)`.mapWith(Boolean),
  /** The booking's hold: an unpaid one lapses then (issue #45 item 7: the card says so). */
  bookingExpiresAt: bookings.expiresAt,
  used: sql<number>`(select count(*) from offers o2
    where o2.listing_id = ${offers.listingId} and o2.buyer_id = ${offers.buyerId})`.mapWith(Number),
};

/** The Offers page's reads (GET /api/offers). */
export function createOfferListsRepository(db: Db) {
  return {
    /** The caller's offers on one side, newest first (the newest 100: offers live a day). */
    list(userId: string, role: 'buyer' | 'seller', ids?: string[]) {
      const mine = role === 'buyer' ? eq(offers.buyerId, userId) : eq(offers.sellerId, userId);
      return db
        .select(listColumns)
        .from(offers)
        .innerJoin(products, eq(products.id, offers.listingId))
        .innerJoin(buyerUser, eq(buyerUser.id, offers.buyerId))
        .innerJoin(sellerUser, eq(sellerUser.id, offers.sellerId))
        .leftJoin(bookings, eq(bookings.id, offers.bookingId))
        .where(ids ? and(mine, inArray(offers.id, ids)) : mine)
        .orderBy(desc(offers.createdAt), desc(offers.id))
        .limit(100);
    },
  };
}

export type OfferListRow = Awaited<
  ReturnType<ReturnType<typeof createOfferListsRepository>['list']>
>[number];
