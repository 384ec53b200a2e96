import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedReads } from '../../db/prepared-read.ts';
import { products, reports, users } from '../../db/schema.ts';
import { keysetAfterPlaceholders, type PageRequest, pageValues } from '../../lib/pagination.ts';
import { selectListingsWith } from '../catalogue/index.ts';
import {
  type AuthoredColumns,
  listingAuthoring,
  listingCodes,
  listingStateWrites,
} from '../listings/index.ts';
import { lockImeiAndCheckBlocked } from './imei-guard-repository.ts';
import type { DetailColumns } from './listing-details.ts';

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
  /** Issue #16: the listing's photos (at least the cover) and its optional details. */
  photos: string[];
  details: DetailColumns;
  /** Issue #20: a report with this reason is written with the listing (price far below typical). */
  flagReason?: string | undefined;
  /** Issue #21: 'pending_review' when a held risk rule fired (decision 041). */
  reviewState?: ReviewState | undefined;
  /** Issue #21: the review's own rows (queue, photo hashes), in the listing's transaction. */
  onWritten?: ((tx: Db, id: string) => Promise<void>) | undefined;
}

export interface ListingChange {
  sellingPriceCents?: number | undefined;
  description?: string | undefined;
  /** Set with photos: the cover is always the first photo. */
  productImg?: string | undefined;
  details?: DetailColumns | undefined;
  /** As on insert: written with the change, when something changed. */
  flagReason?: string | undefined;
  /** Issue #21: the review state the edit leads to (a resubmission, a new hold). */
  reviewState?: ReviewState | undefined;
  /** As on insert: in the edit's transaction, when something changed. */
  onWritten?: ((tx: Db, id: string) => Promise<void>) | undefined;
  /** Issue #35: in the edit's transaction, when the stored price became `sellingPriceCents`. */
  onPriceChanged?: PriceChanged | undefined;
}

/** Told a listing's new price in the transaction that wrote it (offers expire what no longer fits). */
export type PriceChanged = (tx: Db, listingId: string, priceCents: number) => Promise<void>;

type ReviewState = 'clear' | 'pending_review' | 'rejected';

/** Why an insert or edit stored nothing, when it is not the caller's own mistake. */
export type WriteRefusal = 'SELLER_GONE' | 'IMEI_BLOCKED';

const live = isNull(products.deletedAt);

/** Writes and owner-side reads of listings (spec §7 seller calls). */
export function createSellingRepository(db: Db) {
  // The review's details (issue #21) are read apart for the page's ids (the service's
  // reviewDetails): a lookup per row here would add a SubPlan to the index-ordered plan.
  const bySeller = preparedReads('selling_by_seller', (shape: 'first' | 'after') =>
    selectListingsWith(db, {
      imeiEncrypted: products.imeiEncrypted,
      reviewState: products.reviewState,
      listingCode: products.listingCode,
      verificationPhoto: products.verificationPhoto,
    })
      .where(
        and(
          eq(products.sellerId, sql.placeholder('sellerId')),
          live,
          shape === 'after' ? keysetAfterPlaceholders(products.postTime, products.id) : undefined,
        ),
      )
      .orderBy(desc(products.postTime), desc(products.id))
      .limit(sql.placeholder('limit')),
  );

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
          // What the detail rules compare an edit with (issue #16).
          categoryId: products.categoryId,
          productCondition: products.productCondition,
          modelId: products.modelId,
          storageGb: products.storageGb,
          variant: products.variant,
          ramGb: products.ramGb,
          defects: products.defects,
          // What the review rescoring of an edit reads (issue #21).
          reviewState: products.reviewState,
          sellingPriceCents: products.sellingPriceCents,
          productName: products.productName,
          photos: products.photos,
          productImg: products.productImg,
          imeiHash: products.imeiHash,
        })
        .from(products)
        .where(and(eq(products.id, id), live))
        .then((rows) => rows[0]);
    },

    /**
     * Copies name, email and photo from the seller's live account row at insert time (the
     * card shows them without a join). A unique violation of products_imei_live_uq (the IMEI
     * is on a live listing) is the caller's to map.
     */
    async insert(
      sellerId: string,
      listing: NewListing,
    ): Promise<{ id: string } | { refused: WriteRefusal }> {
      // The account is read under a share lock, in the listing's own transaction: a deletion
      // of the seller (which withdraws its listings) waits for this insert or is seen by it,
      // so no listing of a deleted seller stays on the market (decision 012).
      return db.transaction(async (tx) => {
        const [seller] = await tx
          .select({ name: users.name, email: users.email, photoUrl: users.photoUrl })
          .from(users)
          .where(and(eq(users.id, sellerId), isNull(users.deletedAt)))
          .for('share');
        if (!seller) return { refused: 'SELLER_GONE' as const };
        const imeiHash = listing.details.imeiHash;
        if (imeiHash && (await lockImeiAndCheckBlocked(tx, imeiHash))) {
          return { refused: 'IMEI_BLOCKED' as const };
        }
        // Written by the listings room: a new listing starts available or held (decision 050).
        const id = await listingAuthoring.insert(
          tx,
          {
            ...withoutDetails(listing),
            ...listing.details,
            sellerId,
            sellerName: seller.name,
            sellerEmail: seller.email,
            sellerImg: seller.photoUrl,
          },
          listing.reviewState === 'pending_review' ? 'pending_review' : 'clear',
        );
        if (id && listing.flagReason) await flag(tx, id, sellerId, listing.flagReason);
        if (id && listing.onWritten) await listing.onWritten(tx, id);
        return id ? { id } : { refused: 'SELLER_GONE' as const };
      });
    },

    /**
     * The seller's listings including sold ones, newest first, one extra row for paging, with
     * each listing's IMEI ciphertext (only its seller or an admin reads this list). Their
     * reviews (issue #21) are read apart, by the service's reviewDetails.
     */
    listBySeller(sellerId: string, page: PageRequest) {
      const { shape, values } = pageValues(page);
      return bySeller(shape, { ...values, sellerId });
    },

    /** The IMEI ciphertexts of these listings, for the few who may read them (issue #16). */
    async imeiCiphertexts(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: products.id, imeiEncrypted: products.imeiEncrypted })
        .from(products)
        .where(and(inArray(products.id, ids), isNotNull(products.imeiEncrypted)));
      return new Map(rows.map((row) => [row.id, row.imeiEncrypted as string]));
    },

    /**
     * One conditional statement, so a listing sold or deleted since the caller looked is
     * never advertised. False when nothing changed.
     */
    advertise(id: string, sellerId: string): Promise<boolean> {
      return listingAuthoring.advertise(db, id, sellerId);
    },

    /** Same guard as `advertise`; also false when the values are already the stored ones. */
    async edit(
      id: string,
      sellerId: string,
      change: ListingChange,
    ): Promise<boolean | 'IMEI_BLOCKED'> {
      const details = change.details ?? {};
      const set = {
        ...(change.sellingPriceCents !== undefined
          ? { sellingPriceCents: change.sellingPriceCents }
          : {}),
        ...(change.description !== undefined ? { description: change.description } : {}),
        ...(change.productImg !== undefined ? { productImg: change.productImg } : {}),
        ...details,
      };
      // An unchanged edit reports 0: only a value that differs from the stored one counts. A
      // new ciphertext of the same IMEI is no change: its hash says whether it is.
      const compared: (keyof AuthoredColumns)[] = [
        'sellingPriceCents',
        'description',
        'productImg',
        ...(Object.keys(details) as (keyof DetailColumns)[]).filter(
          (key) => key !== 'imeiEncrypted' && key !== 'imeiLast4',
        ),
      ];
      // A new IMEI is checked against the blocklist under its lock, as on insert.
      const imeiHash = details.imeiHash;
      return db.transaction(async (tx) => {
        if (imeiHash && (await lockImeiAndCheckBlocked(tx, imeiHash))) return 'IMEI_BLOCKED';
        // The listings room writes it; a resubmission or a new hold (reviewState) counts as a
        // change even with nothing else new.
        const edited = await listingAuthoring.edit(
          tx,
          id,
          sellerId,
          set,
          compared,
          change.reviewState,
        );
        const changed = edited !== null;
        if (changed && change.flagReason) await flag(tx, id, sellerId, change.flagReason);
        if (changed && change.onWritten) await change.onWritten(tx, id);
        // Only a real move of the price is told (the price before, read under the edit's lock).
        const newPrice = change.sellingPriceCents;
        if (edited && newPrice !== undefined && edited.priceCentsBefore !== newPrice) {
          await change.onPriceChanged?.(tx, id, newPrice);
        }
        return changed;
      });
    },

    /**
     * Issue #21: the photo of the phone showing its listing code, on an unsold listing of this
     * seller; `onWritten` (the queue's rescoring) in the same transaction. False when nothing
     * changed (the same photo, or sold or deleted since the caller looked).
     */
    async setVerificationPhoto(
      id: string,
      sellerId: string,
      photo: string,
      onWritten?: (tx: Db) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await listingAuthoring.setVerificationPhoto(tx, id, sellerId, photo);
        if (changed && onWritten) await onWritten(tx);
        return changed;
      });
    },

    /** A new listing code (issue #36): undefined when not the seller's live, unsold listing. */
    changeListingCode(id: string, sellerId: string): Promise<string | undefined> {
      return listingCodes.change(db, id, sellerId);
    },

    /** Soft delete: bookings, payments and reports keep their foreign keys. */
    /** `tx`: inside the caller's transaction (an admin's audited removal, issue #18). */
    softDelete(id: string, tx: Db = db): Promise<boolean> {
      return listingStateWrites.delete(tx, id);
    },
  };
}

/**
 * A system flag for the admins' Reported Items (issue #20): a report in the seller's own name
 * (nobody else reported it, and a seller cannot report their own listing otherwise), once.
 */
async function flag(tx: Db, productId: string, sellerId: string, reason: string) {
  await tx
    .insert(reports)
    .values({ productId, reporterId: sellerId, reason })
    .onConflictDoNothing({ target: [reports.productId, reports.reporterId] });
}

function withoutDetails({
  details: _details,
  flagReason: _flag,
  reviewState: _state,
  onWritten: _written,
  ...listing
}: NewListing) {
  return listing;
}

export type SellingRepository = ReturnType<typeof createSellingRepository>;
export type LiveListing = NonNullable<Awaited<ReturnType<SellingRepository['findLive']>>>;
