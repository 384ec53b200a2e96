import {
  type BuyerBooking,
  centsToDollars,
  type PaymentPage,
  type SellerBooking,
} from '@phonebazaar/shared';
import { bookingState } from './booking-state.ts';
import type { BookingRow } from './bookings-repository.ts';

/** Database row -> API shape: `_id`, dollars, ISO dates, the derived status. */
function core(row: BookingRow) {
  return {
    _id: row.id,
    productId: row.productId,
    productName: row.productName,
    productImg: row.productImg,
    price: centsToDollars(row.priceCents),
    meetingLocation: row.meetingLocation,
    paid: row.paid,
    transactionId: row.transactionId,
    status: bookingState(row),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toBuyerBookingDto(row: BookingRow): BuyerBooking {
  const base = core(row);
  // A hold that ended (lapsed, cancelled) no longer entitles the buyer to the seller's phone.
  const live = base.status === 'active' || base.status === 'paid';
  return {
    ...base,
    description: row.description,
    email: row.buyerEmail,
    buyerName: row.buyerName,
    buyerNumber: row.buyerNumber,
    sellerEmail: row.sellerEmail,
    sellerName: row.sellerName,
    sellerPhone: live ? row.sellerPhone : null,
  };
}

export function toSellerBookingDto(row: BookingRow): SellerBooking {
  return {
    ...core(row),
    buyerEmail: row.buyerEmail,
    buyerName: row.buyerName,
    buyerNumber: row.buyerNumber,
    sellerEmail: row.sellerEmail,
  };
}

export function toPaymentPageDto(row: BookingRow): PaymentPage {
  return { ...core(row), email: row.buyerEmail, buyerName: row.buyerName };
}
