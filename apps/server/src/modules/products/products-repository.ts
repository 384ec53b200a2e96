import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { activeBookingFlag } from '../bookings/bookings-repository.ts';

/** The columns every product reply needs, with the seller's live verified flag. */
export const productColumns = {
  id: products.id,
  productName: products.productName,
  marketPriceCents: products.marketPriceCents,
  sellingPriceCents: products.sellingPriceCents,
  area: products.area,
  description: products.description,
  purchaseYear: products.purchaseYear,
  productCondition: products.productCondition,
  categoryId: products.categoryId,
  productImg: products.productImg,
  sellerName: products.sellerName,
  sellerEmail: products.sellerEmail,
  sellerImg: products.sellerImg,
  sellerPhone: products.sellerPhone,
  sellerVerified: users.verified,
  postTime: products.postTime,
  productStatus: products.productStatus,
  advertisement: products.advertisement,
  advertisedAt: products.advertisedAt,
  sold: products.sold,
  // Live: a hold lapses by time alone, so the stored column cannot say it (buying issue).
  booking: activeBookingFlag,
};

export interface PageRequest {
  limit: number;
  cursor?: Cursor | undefined;
}

/** Public lists show listings that are neither sold nor deleted (product-decisions §4). */
const onMarket = and(eq(products.sold, false), isNull(products.deletedAt));

/** Keyset condition: rows strictly after `cursor` in (column desc, id desc) order. */
export function after(
  column: typeof products.postTime | typeof products.advertisedAt,
  cursor?: Cursor,
) {
  if (!cursor) return undefined;
  return sql`(${column}, ${products.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
}

export function createProductsRepository(db: Db) {
  const select = () =>
    db.select(productColumns).from(products).innerJoin(users, eq(users.id, products.sellerId));

  return {
    /** Newest first; one extra row tells the caller whether another page exists. */
    listOnMarket(page: PageRequest, categoryId?: string) {
      return select()
        .where(
          and(
            onMarket,
            categoryId ? eq(products.categoryId, categoryId) : undefined,
            after(products.postTime, page.cursor),
          ),
        )
        .orderBy(desc(products.postTime), desc(products.id))
        .limit(page.limit + 1);
    },

    /** Advertised and unsold, newest advertised first. */
    listAdvertised(page: PageRequest) {
      return select()
        .where(
          and(
            onMarket,
            eq(products.advertisement, true),
            after(products.advertisedAt, page.cursor),
          ),
        )
        .orderBy(desc(products.advertisedAt), desc(products.id))
        .limit(page.limit + 1);
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
export type ProductRow = Awaited<ReturnType<ProductsRepository['listOnMarket']>>[number];
