import {
  centsToDollars,
  type ListingDetails,
  PRICE_CONFIRMATION_REQUIRED,
  PRICE_GUIDE_TEXTS,
  type RejectReason,
} from '@phonebazaar/shared';
import { AppError } from '../../lib/errors.ts';

// What the selling service takes in and answers besides listings: its inputs, the seams other
// rooms fill (price guide, review), and the low-price refusal. Apart so the service reads as
// the use cases.

/** Per listing id: waiting in the review queue, and why it was rejected (issue #21). */
export type ReviewDetailsOfIds = (
  ids: readonly string[],
) => Promise<Map<string, { queued: boolean; rejectReason?: RejectReason; rejectNote?: string }>>;

/** The validated body of POST /api/addproduct (shared addProductBodySchema output). */
export interface AddProductInput extends ListingDetails {
  productName: string;
  marketPrice: number;
  sellingPrice: number;
  purchaseYear: string;
  area: string;
  productCondition: string;
  categoriesId: string;
  productImg: string;
  description: string;
  sellerPhone: string;
  sellerEmail?: string | undefined;
  /** Issue #20: the seller confirmed a price far below typical. */
  confirmLowPrice?: boolean | undefined;
}

export interface EditProductInput extends ListingDetails {
  sellingPrice?: number | undefined;
  description?: string | undefined;
  confirmLowPrice?: boolean | undefined;
}

/**
 * The price guide's (issue #20): the median (cents) of phones like this one when `priceCents`
 * is under half of it, else undefined (also when too few sold to say).
 */
export type FarBelowMedian = (
  listing: {
    modelId: string | null;
    storageGb?: number | null;
    variant?: string | null;
    condition: string;
  },
  priceCents: number,
) => Promise<number | undefined>;

/**
 * 409 until the seller confirms a price under half the typical one; the message says the
 * median, and so does the sellingPrice field error the form shows it under.
 */
export class PriceConfirmationError extends AppError {
  constructor(readonly medianCents: number) {
    const message = PRICE_GUIDE_TEXTS.lowPrice(centsToDollars(medianCents));
    super(409, PRICE_CONFIRMATION_REQUIRED, message, { sellingPrice: [message] });
  }
}
