import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedReads } from '../../db/prepared-read.ts';
import { openBookings, phoneModels, products, users } from '../../db/schema.ts';
import { sellerReputation } from '../../db/schema-reviews.ts';
import { keysetAfterPlaceholders, type PageRequest, pageValues } from '../../lib/pagination.ts';
import { onMarket } from '../listings/index.ts';

/** The columns every product reply needs but the booking flag, with the seller's live verified flag. */
const listingColumns = {
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
  sellerId: products.sellerId,
  sellerName: products.sellerName,
  sellerEmail: products.sellerEmail,
  sellerImg: products.sellerImg,
  sellerPhone: products.sellerPhone,
  sellerVerified: users.verified,
  // Issue #36: whether the seller proved a phone number by SMS (never the number itself).
  sellerPhoneVerified: sql<boolean>`${users.phoneVerifiedAt} is not null`,
  postTime: products.postTime,
  productStatus: products.productStatus,
  advertisement: products.advertisement,
  advertisedAt: products.advertisedAt,
  sold: products.sold,
  // Issue #16: what exactly the phone is. Of the IMEI only the last 4 (the ciphertext is read
  // apart, for the few who may see it).
  modelId: products.modelId,
  storageGb: products.storageGb,
  ramGb: products.ramGb,
  colour: products.colour,
  variant: products.variant,
  batteryHealth: products.batteryHealth,
  defects: products.defects,
  accessories: products.accessories,
  photos: products.photos,
  imeiLast4: products.imeiLast4,
  // Issue #21: public lists only ever read 'clear' rows; the seller's and the admins' views
  // show the state, and the seller's the code of the self-test page.
  reviewState: products.reviewState,
  listingCode: products.listingCode,
};

/**
 * Listings with their seller and the live booking flag, looked up for the page's rows only:
 * the listing's one open booking (bookings_open_product_uq) in a LATERAL subquery whose
 * LIMIT keeps it from being flattened into a join, so each row of the page costs one index
 * probe whatever the number of bookings. `holdExpiresAt` (set while the hold is live) tells
 * the response cache when the flag will turn by time alone (docs/decisions/014).
 */
export function selectListings(db: Db) {
  return selectListingsWith(db, {});
}

/**
 * `selectListings` with a few more columns, for the lists that may show more than the public
 * ones (a seller's own list reads its IMEI ciphertexts in the same statement, issue #22).
 */
export function selectListingsWith<Extra extends Record<string, SQL | SQL.Aliased | AnyPgColumn>>(
  db: Db,
  extra: Extra,
) {
  const hold = db
    .select({ expiresAt: openBookings.expiresAt })
    .from(openBookings)
    .where(eq(openBookings.productId, products.id))
    .limit(1)
    .as('open_hold');
  // The seller's reputation (issue #19), the same way: one primary-key probe per row of the
  // page. A plain join let PostgreSQL hash the whole table for a page of 20 (0.3 ms more per
  // search page at 2,000 sellers, growing with them); no row means no reviews yet.
  const reputation = db
    .select({
      reviewCount: sellerReputation.reviewCount,
      starSum: sellerReputation.starSum,
      trusted: sellerReputation.trusted,
    })
    .from(sellerReputation)
    .where(eq(sellerReputation.userId, products.sellerId))
    .limit(1)
    .as('seller_rep');
  return (
    db
      .select({
        ...listingColumns,
        ...extra,
        modelName: phoneModels.name,
        sellerReviewCount: reputation.reviewCount,
        sellerStarSum: reputation.starSum,
        sellerTrusted: reputation.trusted,
        booking: sql<boolean>`(${hold.expiresAt} is not null)`.mapWith(Boolean),
        holdExpiresAt: sql<Date | null>`${hold.expiresAt}`.mapWith((value: string | Date | null) =>
          value === null ? null : new Date(value),
        ),
      })
      .from(products)
      .innerJoin(users, eq(users.id, products.sellerId))
      // One probe of the model's primary key per row of the page (issue #16).
      .leftJoin(phoneModels, eq(phoneModels.id, products.modelId))
      .leftJoinLateral(hold, sql`true`)
      .leftJoinLateral(reputation, sql`true`)
  );
}

type OnMarketShape = 'first' | 'after' | 'category_first' | 'category_after';

export function createProductsRepository(db: Db) {
  // Built and prepared once per shape (issue #22, db/prepared-read.ts).
  const onMarketPage = preparedReads('products_on_market', (shape: OnMarketShape) =>
    selectListings(db)
      .where(
        and(
          onMarket,
          shape.startsWith('category')
            ? eq(products.categoryId, sql.placeholder('categoryId'))
            : undefined,
          shape.endsWith('after')
            ? keysetAfterPlaceholders(products.postTime, products.id)
            : undefined,
        ),
      )
      .orderBy(desc(products.postTime), desc(products.id))
      .limit(sql.placeholder('limit')),
  );
  const advertisedPage = preparedReads('products_advertised', (shape: 'first' | 'after') =>
    selectListings(db)
      .where(
        and(
          onMarket,
          eq(products.advertisement, true),
          shape === 'after'
            ? keysetAfterPlaceholders(products.advertisedAt, products.id)
            : undefined,
        ),
      )
      .orderBy(desc(products.advertisedAt), desc(products.id))
      .limit(sql.placeholder('limit')),
  );

  return {
    /** Newest first; one extra row tells the caller whether another page exists. */
    listOnMarket(page: PageRequest, categoryId?: string) {
      const { shape, values } = pageValues(page);
      return categoryId
        ? onMarketPage(`category_${shape}`, { ...values, categoryId })
        : onMarketPage(shape, values);
    },

    /** Advertised and unsold, newest advertised first. */
    listAdvertised(page: PageRequest) {
      const { shape, values } = pageValues(page);
      return advertisedPage(shape, values);
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
/** A listing row as every product reply is built from it. */
export type ProductRow = Omit<ListingRow, 'holdExpiresAt'>;
/** A row of a public or seller's list: also when its live hold lapses, if it has one. */
export type ListingRow = Awaited<ReturnType<ProductsRepository['listOnMarket']>>[number];
