import { centsToDollars, OFFER_RULES, type Offer, type OfferRole } from '@phonebazaar/shared';
import type { OfferDeclinedBy } from '../../db/schema-offers.ts';
import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';
import { offerState } from './offer-state.ts';
import type { OfferListRow } from './offers-repository.ts';

/** Database row -> API shape: dollars, ISO dates, the read-time state, the caller's side. */
export function toOfferDto(
  row: OfferListRow,
  role: OfferRole,
  publicUrl: string,
  holdHours: number,
): Offer {
  const status = offerState(row);
  return {
    id: row.id,
    listingId: row.listingId,
    productName: row.productName,
    productImg: absoluteImageUrl(publicUrl, row.productImg),
    listingPrice: centsToDollars(row.listingPriceCents),
    amount: centsToDollars(row.amountCents),
    counter: row.counterCents === null ? null : centsToDollars(row.counterCents),
    status,
    // Only a decline names who closed it ('price-changed' marks an expiry, told by notice).
    closedBy: status === 'declined' ? (row.closedBy as OfferDeclinedBy | null) : null,
    role,
    otherName: role === 'buyer' ? row.sellerName : row.buyerName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    bookingId: row.bookingId,
    paid: row.paid,
    payBy:
      row.bookingId && !row.paid && row.bookingExpiresAt
        ? row.bookingExpiresAt.toISOString()
        : null,
    payWithinHours: holdHours,
    offersLeft: Math.max(0, OFFER_RULES.maxPerListing - row.used),
  };
}
