import { and, desc, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like.ts';
import { keysetAfter, type PageRequest } from '../../lib/pagination.ts';

/**
 * Unpaid and no longer holding the phone: past its hold (by the database clock, so every
 * instance agrees), or released early because its buyer's account was deleted.
 */
const lapsed = sql<boolean>`(${bookings.paid} = false
  and (${bookings.expiresAt} <= now() or ${bookings.releasedAt} is not null))`.mapWith(Boolean);

/**
 * The admin's All Sell list (issue #6): a read of its own over the bookings table, so the
 * buying module's repository stays the buying module's.
 */
export function createAdminSalesRepository(db: Db) {
  return {
    /** Every booking, newest first (bookings_created_idx); one extra row for paging. */
    list(page: PageRequest, search?: string) {
      const cursor = page.cursor;
      // The filter box (issue #23 item 14): product, seller or buyer containing the text.
      const pattern = search ? containsPattern(search) : undefined;
      return db
        .select({
          id: bookings.id,
          productId: bookings.productId,
          productName: bookings.productName,
          productImg: bookings.productImg,
          sellerEmail: bookings.sellerEmail,
          buyerEmail: bookings.buyerEmail,
          buyerName: bookings.buyerName,
          priceCents: bookings.priceCents,
          paid: bookings.paid,
          transactionId: bookings.transactionId,
          createdAt: bookings.createdAt,
          lapsed,
        })
        .from(bookings)
        .where(
          and(
            pattern
              ? or(
                  ilike(bookings.productName, pattern),
                  ilike(bookings.sellerEmail, pattern),
                  ilike(bookings.buyerEmail, pattern),
                  ilike(bookings.buyerName, pattern),
                )
              : undefined,
            keysetAfter(bookings.createdAt, bookings.id, cursor),
          ),
        )
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(page.limit + 1);
    },
  };
}

export type AdminSalesRepository = ReturnType<typeof createAdminSalesRepository>;
export type AdminSaleRow = Awaited<ReturnType<AdminSalesRepository['list']>>[number];
