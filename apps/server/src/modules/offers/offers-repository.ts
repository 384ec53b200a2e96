import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { users } from '../../db/schema.ts';
import { type OfferClosedBy, type OfferStatus, offers } from '../../db/schema-offers.ts';
import { shownToEveryoneAs } from '../listings/index.ts';
import { createOfferFloorsRepository } from './offer-floors-repository.ts';
import { createOfferListsRepository } from './offer-lists-repository.ts';

export type { OfferListRow } from './offer-lists-repository.ts';

type Ex = Db | Tx;

const LIVE: OfferStatus[] = ['open', 'countered'];
/** Past due while live: expired to every reader at once, whatever the job has written. */
const due = sql<boolean>`(${offers.status} in ('open', 'countered') and ${offers.expiresAt} <= now())`;

export interface ListingFacts {
  sellerId: string;
  priceCents: number;
  productName: string;
  sold: boolean;
}

/** A live offer as a price change weighs it (offer-price.ts). */
export interface LiveOffer {
  id: string;
  buyerId: string;
  sellerId: string;
  status: OfferStatus;
  amountCents: number;
  counterCents: number | null;
}

/** SQL of the offers room (migration 0028). Lock order as decision 012: buyer, listing, offers. */
export function createOffersRepository(db: Db) {
  const lists = createOfferListsRepository(db);
  const floors = createOfferFloorsRepository(db);
  const offerById = (ex: Ex, id: string, lock: boolean) => {
    const query = ex
      .select({
        id: offers.id,
        listingId: offers.listingId,
        buyerId: offers.buyerId,
        sellerId: offers.sellerId,
        amountCents: offers.amountCents,
        counterCents: offers.counterCents,
        status: offers.status,
        closedBy: offers.closedBy,
        due: due.mapWith(Boolean),
        buyerNumber: offers.buyerNumber,
        meetingLocation: offers.meetingLocation,
      })
      .from(offers)
      .where(eq(offers.id, id));
    return (lock ? query.for('update') : query).then((rows) => rows[0]);
  };

  return {
    ...lists,
    ...floors,
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),

    /**
     * The buyer's row (as book_listing locks it) and the listing's: FOR SHARE for a new offer,
     * FOR UPDATE for an acceptance, so offers and acceptances of one listing take turns.
     * Undefined when either is gone; `buyerLive` says which.
     */
    async lockBuyerAndListing(
      tx: Tx,
      buyerId: string,
      listingId: string,
      mode: 'share' | 'update',
    ): Promise<{ facts?: ListingFacts; buyerLive: boolean }> {
      const listingLock = mode === 'share' ? sql`for share of p` : sql`for update of p`;
      const [row] = rowsOf<{
        sellerId: string;
        priceCents: number;
        productName: string;
        sold: boolean;
      }>(
        await tx.execute(sql`
          select p.seller_id as "sellerId", p.selling_price_cents as "priceCents",
                 p.product_name as "productName", p.sold
            from users u, products p
           where u.id = ${buyerId}::uuid and u.deleted_at is null
             and p.id = ${listingId}::uuid and ${shownToEveryoneAs('p')}
             for no key update of u ${listingLock}`),
      );
      if (!row) {
        const [buyer] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, buyerId), sql`${users.deletedAt} is null`));
        return { buyerLive: buyer !== undefined };
      }
      return { buyerLive: true, facts: { ...row, priceCents: Number(row.priceCents) } };
    },

    /** Offers this buyer made on this listing, whatever became of them. */
    async countByBuyer(tx: Tx, listingId: string, buyerId: string): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(offers)
        .where(and(eq(offers.listingId, listingId), eq(offers.buyerId, buyerId)));
      return row?.n ?? 0;
    },

    /** The buyer's live offer on the listing gives way to a new one (expired if past due). */
    async supersedeLive(tx: Tx, listingId: string, buyerId: string) {
      await tx
        .update(offers)
        .set({
          status: sql`case when ${offers.expiresAt} <= now() then 'expired' else 'superseded' end`,
          answeredAt: sql`now()`,
        })
        .where(
          and(
            eq(offers.listingId, listingId),
            eq(offers.buyerId, buyerId),
            inArray(offers.status, LIVE),
          ),
        );
    },

    async insert(
      tx: Tx,
      values: {
        listingId: string;
        buyerId: string;
        sellerId: string;
        amountCents: number;
        buyerNumber: string;
        meetingLocation: string;
        hours: number;
        declinedBy?: OfferClosedBy;
      },
    ): Promise<string> {
      const { hours, declinedBy, ...rest } = values;
      const [row] = await tx
        .insert(offers)
        .values({
          ...rest,
          expiresAt: sql`now() + ${hours} * interval '1 hour'`,
          ...(declinedBy
            ? { status: 'declined' as const, closedBy: declinedBy, answeredAt: sql`now()` }
            : {}),
        })
        .returning({ id: offers.id });
      return row!.id;
    },

    find: (id: string) => offerById(db, id, false),
    /** The offer's row lock, after the buyer's and listing's (acceptance) or alone. */
    lock: (tx: Tx, id: string) => offerById(tx, id, true),

    async decline(tx: Tx, id: string, by: OfferClosedBy) {
      await tx
        .update(offers)
        .set({ status: 'declined', closedBy: by, answeredAt: sql`now()` })
        .where(eq(offers.id, id));
    },

    /** A counter: the buyer now has `hours` to answer it. */
    async counter(tx: Tx, id: string, counterCents: number, hours: number) {
      await tx
        .update(offers)
        .set({
          status: 'countered',
          counterCents,
          answeredAt: sql`now()`,
          expiresAt: sql`now() + ${hours} * interval '1 hour'`,
        })
        .where(eq(offers.id, id));
    },

    async markAccepted(tx: Tx, id: string, bookingId: string) {
      await tx
        .update(offers)
        .set({ status: 'accepted', bookingId, answeredAt: sql`now()` })
        .where(eq(offers.id, id));
    },

    /**
     * The listing's other live offers once one is accepted: declined ('other-accepted'), or
     * expired if past due. Returns the declined ones' buyers, to be told.
     */
    async closeOthers(tx: Tx, listingId: string, acceptedId: string) {
      const rows = rowsOf<{ id: string; buyerId: string; declined: boolean }>(
        await tx.execute(sql`
          update offers o
             set status = case when o.expires_at <= now() then 'expired' else 'declined' end,
                 closed_by = case when o.expires_at <= now() then null else 'other-accepted' end,
                 answered_at = now()
           where o.listing_id = ${listingId}::uuid and o.id <> ${acceptedId}::uuid
             and o.status in ('open', 'countered')
       returning o.id, o.buyer_id as "buyerId", (o.status = 'declined') as declined`),
      );
      return rows.filter((r) => r.declined);
    },

    /**
     * The listing's live offers not yet past due, locked (after the listing's row, which the
     * price change's own UPDATE holds: decision 012's order), for a price change to weigh.
     */
    async lockLiveOn(ex: Ex, listingId: string): Promise<LiveOffer[]> {
      return ex
        .select({
          id: offers.id,
          buyerId: offers.buyerId,
          sellerId: offers.sellerId,
          status: offers.status,
          amountCents: offers.amountCents,
          counterCents: offers.counterCents,
        })
        .from(offers)
        .where(
          and(
            eq(offers.listingId, listingId),
            inArray(offers.status, LIVE),
            sql`${offers.expiresAt} > now()`,
          ),
        )
        .orderBy(offers.id)
        .for('update');
    },

    /** Live offers the listing's price no longer fits: expired, closed by the price change. */
    async expireForPrice(ex: Ex, ids: string[]) {
      if (ids.length === 0) return;
      await ex
        .update(offers)
        .set({ status: 'expired', closedBy: 'price-changed', answeredAt: sql`now()` })
        .where(and(inArray(offers.id, ids), inArray(offers.status, LIVE)));
    },

    /**
     * Live offers past due, written down as expired (SKIP LOCKED: an offer being answered
     * right now is left to its answer). Returns who waited, to be told.
     */
    async expireDue(tx: Tx, limit: number) {
      return rowsOf<{
        id: string;
        buyerId: string;
        sellerId: string;
        was: OfferStatus;
        productName: string;
      }>(
        await tx.execute(sql`
          with due as (
            select o.id, o.status from offers o
             where o.status in ('open', 'countered') and o.expires_at <= now()
             order by o.expires_at limit ${limit}
               for update skip locked)
          update offers o set status = 'expired', answered_at = now()
            from due, products p
           where o.id = due.id and p.id = o.listing_id
       returning o.id, o.buyer_id as "buyerId", o.seller_id as "sellerId", due.status as was,
                 p.product_name as "productName"`),
      );
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
