import type { PhotoMatch } from '@phonebazaar/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { auditLog, bookings, products, reports, users } from '../../db/schema.ts';
import { listingPhotoHashes } from '../../db/schema-listing-review.ts';
import { bandProbes, PHOTO_MATCH_MAX_DISTANCE } from '../uploads/index.ts';

/** A photo of the listing being scored and its hash (signed 64-bit). */
export interface HashedPhoto {
  photo: string;
  hash: bigint;
}

const list = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
/** A hash travels as decimal text: drivers differ in how they send a JS bigint. */
const hashText = (hash: bigint) => sql`${hash.toString()}::bigint`;

/**
 * The reads the risk rules' facts come from (decision 041), each an index probe or a short
 * range at 1M listings: products_imei_sold_idx, the photo hash bands, products_seller_gone_idx
 * with audit_log_reported_takedown_idx, bookings_seller_idx.
 */
export function createReviewFactsRepository(
  db: Db,
  /** Report reasons that withdrew a listing by themselves (the IMEI room's block). */
  takedownReasons: readonly string[] = [],
) {
  return {
    /** The newest paid sale here of this IMEI by a seller other than `sellerId`. */
    async imeiSoldAt(imeiHash: string, sellerId: string): Promise<Date | undefined> {
      const rows = rowsOf<{ at: string | Date | null }>(
        await db.execute(sql`
          select max(${bookings.paidAt}) as at
            from ${products} join ${bookings} on ${bookings.productId} = ${products.id}
           where ${products.imeiHash} = ${imeiHash} and ${products.sold} = true
             and ${products.sellerId} <> ${sellerId}::uuid and ${bookings.paid} = true`),
      );
      const at = rows[0]?.at;
      return at ? new Date(at) : undefined;
    },

    /**
     * Photos of other sellers' listings (not deleted) within PHOTO_MATCH_MAX_DISTANCE bits of
     * each of these: band probes find the candidates, bit_count decides. Closest first.
     */
    async photoMatches(photos: readonly HashedPhoto[], sellerId: string): Promise<PhotoMatch[]> {
      const found: PhotoMatch[] = [];
      const h = listingPhotoHashes;
      for (const { photo, hash } of photos) {
        const [p0, p1, p2, p3] = bandProbes(hash) as [number[], number[], number[], number[]];
        const distance = sql<number>`bit_count((${h.hash} # ${hashText(hash)})::bit(64))::int`;
        const rows = rowsOf<{
          matched_photo: string;
          listing_id: string;
          product_name: string;
          seller_name: string;
          distance: number;
        }>(
          await db.execute(sql`
            select ${h.photo} as matched_photo, ${h.listingId} as listing_id,
                   ${products.productName} as product_name, ${products.sellerName} as seller_name,
                   ${distance} as distance
              from ${h} join ${products} on ${products.id} = ${h.listingId}
             where (${h.band0} in (${list(p0)}) or ${h.band1} in (${list(p1)})
                    or ${h.band2} in (${list(p2)}) or ${h.band3} in (${list(p3)}))
               and ${h.sellerId} <> ${sellerId}::uuid and ${products.deletedAt} is null
               and ${distance} <= ${PHOTO_MATCH_MAX_DISTANCE}
             order by 5, 2 limit 3`),
        );
        for (const row of rows) {
          found.push({
            photo,
            matchedPhoto: row.matched_photo,
            matchedListingId: row.listing_id,
            matchedProductName: row.product_name,
            matchedSellerName: row.seller_name,
            distance: Number(row.distance),
          });
        }
      }
      return found.sort((a, b) => a.distance - b.distance);
    },

    /**
     * The seller's listings an admin took down for a report (Reported Items' remove, audited
     * as listing.delete_reported) or an IMEI block withdrew: reports that were upheld.
     */
    async upheldReports(sellerId: string): Promise<number> {
      const rows = rowsOf<{ n: number }>(
        await db.execute(sql`
          select count(*)::int as n from ${products} p
           where p.seller_id = ${sellerId}::uuid and p.deleted_at is not null
             and (exists (select 1 from ${auditLog} a
                           where a.entity_id = p.id::text and a.action = 'listing.delete_reported')
                  ${
                    takedownReasons.length > 0
                      ? sql`or exists (select 1 from ${reports} r
                              where r.product_id = p.id and r.reason in (${sql.join(
                                takedownReasons.map((r) => sql`${r}`),
                                sql`, `,
                              )}))`
                      : sql``
                  })`),
      );
      return Number(rows[0]?.n ?? 0);
    },

    /** When the account was opened and whether it has a completed sale (0 or 1: enough). */
    async seller(sellerId: string): Promise<{ since: Date; completedSales: number } | undefined> {
      const rows = rowsOf<{ since: string | Date; sales: number }>(
        await db.execute(sql`
          select ${users.createdAt} as since,
                 (select count(*) from (select 1 from ${bookings} b
                    where b.seller_id = ${users.id} and b.paid = true
                      and b.settlement not in ('refunded', 'declined', 'disputed')
                    limit 1) s)::int as sales
            from ${users} where ${users.id} = ${sellerId}::uuid`),
      );
      const row = rows[0];
      return row ? { since: new Date(row.since), completedSales: Number(row.sales) } : undefined;
    },

    /** The newest self-test the seller ran on this listing's phone (migration 0031). */
    async sellerSelfTestAt(listingId: string): Promise<Date | undefined> {
      const rows = rowsOf<{ at: string | Date | null }>(
        await db.execute(sql`
          select max(created_at) as at from public.self_tests
           where listing_id = ${listingId}::uuid and run_by = 'seller'`),
      );
      const at = rows[0]?.at;
      return at ? new Date(at) : undefined;
    },

    /** Whether the seller added the photo of the phone showing the listing code (0032). */
    async verificationPhotoAdded(listingId: string): Promise<boolean> {
      const rows = await db
        .select({ photo: products.verificationPhoto })
        .from(products)
        .where(eq(products.id, listingId));
      return Boolean(rows[0]?.photo);
    },
  };
}

export type ReviewFactsRepository = ReturnType<typeof createReviewFactsRepository>;
