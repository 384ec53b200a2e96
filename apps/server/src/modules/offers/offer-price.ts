import { centsToDollars, OFFERS_TEXTS, offerRangeCents } from '@phonebazaar/shared';
import type { Db } from '../../db/client.ts';
import type { OfferStatus } from '../../db/schema-offers.ts';
import { ConflictError } from '../../lib/errors.ts';
import type { OfferNotices } from './offer-notices.ts';
import type { LiveOffer, OffersRepository } from './offers-repository.ts';

/** The amounts of an offer in a live state ('open' or 'countered'). */
interface Terms {
  status: OfferStatus;
  amountCents: number;
  counterCents: number | null;
}

/** What accepting would book: the counter once countered, the buyer's offer before. */
export function agreedCents(offer: Terms): number {
  return offer.status === 'countered' && offer.counterCents !== null
    ? offer.counterCents
    : offer.amountCents;
}

/**
 * Whether the agreed price is still one the parties could agree on at the listing's price
 * now (issue #35): an offer 50-99% of it, the rule it was made under; a counter at least 50%
 * and below the price, the counter's own bound (offer < counter < price, so a counter may
 * sit above 99%). Anything else is the listing at a price nobody showed.
 */
export function fitsPrice(offer: Terms, priceCents: number): boolean {
  const agreed = agreedCents(offer);
  const { min, max } = offerRangeCents(priceCents);
  if (agreed < min) return false;
  return offer.status === 'countered' ? agreed < priceCents : agreed <= max;
}

/** 409: accepting after the price moved the offer out of range; nothing is booked. */
export function offerPriceChanged(priceCents?: number): ConflictError {
  return new ConflictError(
    priceCents === undefined
      ? OFFERS_TEXTS.priceChangedUnknown
      : OFFERS_TEXTS.priceChanged(centsToDollars(priceCents)),
    'OFFER_PRICE_CHANGED',
  );
}

/**
 * Offers that no longer fit their listing's price expire ('price-changed'), both parties told,
 * in the caller's transaction: the seller's price edit (the `priceChanged` hook selling calls)
 * and an acceptance that finds the price moved under it (a write that bypassed the hook).
 */
export function createOfferPrices(deps: { repo: OffersRepository; notices: OfferNotices }) {
  const { repo, notices } = deps;

  async function expire(tx: Db, rows: LiveOffer[], productName: string, priceCents: number) {
    await repo.expireForPrice(
      tx,
      rows.map((row) => row.id),
    );
    const price = centsToDollars(priceCents);
    for (const row of rows) {
      const agreed = centsToDollars(agreedCents(row));
      await notices.priceChanged(tx, row, productName, agreed, price);
    }
  }

  return {
    expire,
    /**
     * The listing's price is now `priceCents` (in the edit's transaction, which holds the
     * listing's row): its live offers that no longer fit expire; those that fit stay.
     */
    async priceChanged(tx: Db, listingId: string, priceCents: number): Promise<void> {
      const live = await repo.lockLiveOn(tx, listingId);
      const out = live.filter((offer) => !fitsPrice(offer, priceCents));
      if (out.length === 0) return;
      const listing = await repo.listingOwner(tx, listingId);
      await expire(tx, out, listing?.productName ?? '', priceCents);
    },
  };
}

export type OfferPrices = ReturnType<typeof createOfferPrices>;
