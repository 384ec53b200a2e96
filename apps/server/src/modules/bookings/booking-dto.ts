import {
  type BuyerBooking,
  centsToDollars,
  type DeclineInfo,
  type PaymentPage,
  type SellerBooking,
} from '@phonebazaar/shared';
import { formatPhone } from '@phonebazaar/shared/phone-number';
import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';
import { bookingState } from './booking-state.ts';
import type { BookingRow } from './bookings-repository.ts';

/** Database row -> API shape: `_id`, dollars, ISO dates, the derived status, pictures on PUBLIC_URL. */
function core(row: BookingRow, publicUrl: string) {
  return {
    _id: row.id,
    productId: row.productId,
    productName: row.productName,
    productImg: absoluteImageUrl(publicUrl, row.productImg),
    price: centsToDollars(row.priceCents),
    meetingLocation: row.meetingLocation,
    paid: row.paid,
    transactionId: row.transactionId,
    status: bookingState(row),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    settlement: row.settlement,
    handoffExpiresAt: row.handoffExpiresAt?.toISOString() ?? null,
    decline: declineOf(row, publicUrl),
    paidAt: row.paidAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    settledAt: row.settledAt?.toISOString() ?? null,
    disputeOpenedAt: row.disputeOpenedAt?.toISOString() ?? null,
  };
}

/** The buyer's decline (issue #18), once there is one; its photos on PUBLIC_URL too. */
function declineOf(row: BookingRow, publicUrl: string): DeclineInfo | null {
  if (!row.declineReason || !row.declinedAt || !row.declineAnswerDueAt) return null;
  return {
    reason: row.declineReason,
    note: row.declineNote,
    photos: row.declinePhotos.map((photo) => absoluteImageUrl(publicUrl, photo)),
    declinedAt: row.declinedAt.toISOString(),
    answerDueAt: row.declineAnswerDueAt.toISOString(),
  };
}

/**
 * Issue #36: the number a party proved by SMS, in the one format numbers are shown in, when
 * there is one; else the one they typed (a listing's "call this number", a booking's), as typed.
 */
function shownPhone(verified: string | null, typed: string): string {
  return verified ? formatPhone(verified) : typed;
}

/**
 * The buyer's view (My Orders). `readImei` decrypts a stored IMEI: only a paid booking's buyer
 * gets the full number (issue #16), everyone else has the listing's last 4 at most.
 */
export function toBuyerBookingDto(
  row: BookingRow,
  publicUrl: string,
  readImei: (stored: string) => string | undefined,
): BuyerBooking {
  const base = core(row, publicUrl);
  // A hold that ended (lapsed, cancelled) no longer entitles the buyer to the seller's phone,
  // nor does a deal whose money went back (issue #18): the phone is for sale again.
  const refunded = row.settlement === 'refunded';
  const live = (base.status === 'active' || base.status === 'paid') && !refunded;
  // Object.assign on the fresh answer, not a spread copy (catalogue/product-dto.ts, issue #22).
  return Object.assign(base, {
    description: row.description,
    email: row.buyerEmail,
    buyerName: row.buyerName,
    buyerNumber: shownPhone(row.buyerVerifiedPhone, row.buyerNumber),
    sellerEmail: row.sellerEmail,
    sellerName: row.sellerName,
    sellerPhone: live ? shownPhone(row.sellerVerifiedPhone, row.sellerPhone) : null,
    imei: live && row.paid && row.imeiEncrypted ? (readImei(row.imeiEncrypted) ?? null) : null,
    // Issue #21: the paying buyer opens the phone's self-test (/check/<code>) at the meetup;
    // once the money is released the deal is done and the page no longer opens (decision 056).
    ...(live && row.paid && row.settlement !== 'released' ? { listingCode: row.listingCode } : {}),
  });
}

export function toSellerBookingDto(row: BookingRow, publicUrl: string): SellerBooking {
  return Object.assign(core(row, publicUrl), {
    buyerEmail: row.buyerEmail,
    buyerName: row.buyerName,
    buyerNumber: shownPhone(row.buyerVerifiedPhone, row.buyerNumber),
    sellerEmail: row.sellerEmail,
  });
}

export function toPaymentPageDto(row: BookingRow, publicUrl: string): PaymentPage {
  return Object.assign(core(row, publicUrl), { email: row.buyerEmail, buyerName: row.buyerName });
}
