import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';
import { keysetAfter, type PageRequest } from '../../lib/pagination.ts';
import { selectListings } from '../catalogue/index.ts';

/** What a seller supplies; everything about the seller comes from their account. */
export interface NewListing {
  productName: string;
  marketPriceCents: number;
  sellingPriceCents: number;
  purchaseYear: string;
  area: string;
  productCondition: string;
  categoryId: string;
  productImg: string;
  description: string;
  sellerPhone: string;
}

export interface ListingChange {
  sellingPriceCents?: number | undefined;
  description?: string | undefined;
}

const live = isNull(products.deletedAt);

/** Writes and owner-side reads of listings (spec §7 seller calls). */
export function createSellingRepository(db: Db) {
  return {
    /** Owner and state of a listing that is not deleted. */
    findLive(id: string) {
      return db
        .select({
          id: products.id,
          sellerId: products.sellerId,
          sold: products.sold,
          booking: products.booking,
          advertisement: products.advertisement,
        })
        .from(products)
        .where(and(eq(products.id, id), live))
        .then((rows) => rows[0]);
    },

    /**
     * Copies name, email and photo from the seller's live account row at insert time (the
     * card shows them without a join). Undefined when the account is gone.
     */
    async insert(sellerId: string, listing: NewListing): Promise<string | undefined> {
      // The account is read under a share lock, in the listing's own transaction: a deletion
      // of the seller (which withdraws its listings) waits for this insert or is seen by it,
      // so no listing of a deleted seller stays on the market (decision 012).
      return db.transaction(async (tx) => {
        const [seller] = await tx
          .select({ name: users.name, email: users.email, photoUrl: users.photoUrl })
          .from(users)
          .where(and(eq(users.id, sellerId), isNull(users.deletedAt)))
          .for('share');
        if (!seller) return undefined;
        const [row] = await tx
          .insert(products)
          .values({
            ...listing,
            sellerId,
            sellerName: seller.name,
            sellerEmail: seller.email,
            sellerImg: seller.photoUrl,
            // Explicit, whatever the column defaults become: a new listing is plain and unsold.
            productStatus: 'Available',
            advertisement: false,
            sold: false,
            booking: false,
          })
          .returning({ id: products.id });
        return row?.id;
      });
    },

    /** The seller's listings including sold ones, newest first, one extra row for paging. */
    listBySeller(sellerId: string, page: PageRequest) {
      return selectListings(db)
        .where(
          and(
            eq(products.sellerId, sellerId),
            live,
            keysetAfter(products.postTime, products.id, page.cursor),
          ),
        )
        .orderBy(desc(products.postTime), desc(products.id))
        .limit(page.limit + 1);
    },

    /**
     * One conditional statement, so a listing sold or deleted since the caller looked is
     * never advertised. False when nothing changed.
     */
    async advertise(id: string, sellerId: string): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ advertisement: true, advertisedAt: sql`now()` })
        .where(
          and(
            eq(products.id, id),
            eq(products.sellerId, sellerId),
            eq(products.advertisement, false),
            eq(products.sold, false),
            live,
          ),
        )
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /** Same guard as `advertise`; also false when the values are already the stored ones. */
    async edit(id: string, sellerId: string, change: ListingChange): Promise<boolean> {
      const set = {
        ...(change.sellingPriceCents !== undefined
          ? { sellingPriceCents: change.sellingPriceCents }
          : {}),
        ...(change.description !== undefined ? { description: change.description } : {}),
      };
      const rows = await db
        .update(products)
        .set(set)
        .where(
          and(
            eq(products.id, id),
            eq(products.sellerId, sellerId),
            eq(products.sold, false),
            live,
            // Both columns are not null, so `<>` is exact: an unchanged edit reports 0.
            or(
              change.sellingPriceCents !== undefined
                ? ne(products.sellingPriceCents, change.sellingPriceCents)
                : undefined,
              change.description !== undefined
                ? ne(products.description, change.description)
                : undefined,
            ),
          ),
        )
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /** Soft delete: bookings, payments and reports keep their foreign keys. */
    async softDelete(id: string): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(products.id, id), live))
        .returning({ id: products.id });
      return rows.length > 0;
    },
  };
}

export type SellingRepository = ReturnType<typeof createSellingRepository>;
export type LiveListing = NonNullable<Awaited<ReturnType<SellingRepository['findLive']>>>;
