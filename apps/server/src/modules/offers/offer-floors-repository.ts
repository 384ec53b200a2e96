import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { offerFloors } from '../../db/schema-offers.ts';

type Ex = Db | Tx;

/** The sellers' automatic-decline floors (offer_floors) and the listing facts they need. */
export function createOfferFloorsRepository(db: Db) {
  return {
    async floorOf(ex: Ex, listingId: string): Promise<number | undefined> {
      const [row] = await ex
        .select({ cents: offerFloors.floorCents })
        .from(offerFloors)
        .where(eq(offerFloors.listingId, listingId));
      return row?.cents;
    },

    /** The seller's listings on sale, with their floors. */
    floors(sellerId: string) {
      return db
        .select({
          listingId: products.id,
          productName: products.productName,
          priceCents: products.sellingPriceCents,
          floorCents: offerFloors.floorCents,
        })
        .from(products)
        .leftJoin(offerFloors, eq(offerFloors.listingId, products.id))
        .where(
          and(
            eq(products.sellerId, sellerId),
            eq(products.sold, false),
            sql`${products.deletedAt} is null`,
          ),
        )
        .orderBy(desc(products.postTime))
        .limit(200);
    },

    async listingOwner(ex: Ex | undefined, listingId: string) {
      const [row] = await (ex ?? db)
        .select({
          sellerId: products.sellerId,
          productName: products.productName,
          priceCents: products.sellingPriceCents,
        })
        .from(products)
        .where(and(eq(products.id, listingId), sql`${products.deletedAt} is null`));
      return row;
    },

    async setFloor(listingId: string, floorCents: number | null) {
      if (floorCents === null) {
        await db.delete(offerFloors).where(eq(offerFloors.listingId, listingId));
        return;
      }
      await db
        .insert(offerFloors)
        .values({ listingId, floorCents })
        .onConflictDoUpdate({
          target: offerFloors.listingId,
          set: { floorCents, updatedAt: sql`now()` },
        });
    },
  };
}
