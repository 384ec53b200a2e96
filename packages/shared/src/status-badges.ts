import type { BookingStatus } from './contracts/booking.ts';
import type { OfferStatus } from './contracts/offers.ts';
import type { Settlement } from './contracts/settlement.ts';
import { BUYING_TEXTS } from './texts-buying.ts';
import { DEAL_TEXTS } from './texts-deal.ts';

/**
 * The one map from each state a person compares to its text and colour (issue #37): a card, a
 * table and a dashboard show a booking's, a payment's or an offer's state only through it
 * (the web's StatusBadge), so "paid" and "Paid" cannot drift apart again.
 */
export type BadgeTone = 'success' | 'warning' | 'info' | 'error' | 'neutral';

export interface StatusBadgeLook {
  text: string;
  tone: BadgeTone;
}

/** A booking's own state (docs/state-machines.md, Booking). */
export const BOOKING_BADGES: Record<BookingStatus, StatusBadgeLook> = {
  active: { text: BUYING_TEXTS.saleStatus.booked, tone: 'warning' },
  paid: { text: BUYING_TEXTS.paid, tone: 'success' },
  lapsed: { text: BUYING_TEXTS.lapsed, tone: 'neutral' },
  cancelled: { text: BUYING_TEXTS.cancelled, tone: 'neutral' },
};

/**
 * The same states as the sales lists (My Sell, All Sell) word them: spec §4's lower-case
 * 'paid' there, where the buyer's My Orders says 'Paid'. Colours are the booking's.
 */
export const SALE_BADGES: Record<BookingStatus, StatusBadgeLook> = {
  ...BOOKING_BADGES,
  paid: { text: BUYING_TEXTS.saleStatus.paid, tone: 'success' },
};

/** Where a paid booking's money stands (docs/state-machines.md, Settlement). */
export const SETTLEMENT_BADGES: Record<Exclude<Settlement, 'none'>, StatusBadgeLook> = {
  held: { text: DEAL_TEXTS.settlement.held, tone: 'info' },
  released: { text: DEAL_TEXTS.settlement.released, tone: 'success' },
  declined: { text: DEAL_TEXTS.settlement.declined, tone: 'warning' },
  disputed: { text: DEAL_TEXTS.settlement.disputed, tone: 'warning' },
  refunded: { text: DEAL_TEXTS.settlement.refunded, tone: 'neutral' },
};

/** An offer's colour; its words depend on the reader's side (OFFERS_TEXTS.statuses). */
export const OFFER_BADGE_TONES: Record<OfferStatus, BadgeTone> = {
  open: 'info',
  countered: 'warning',
  accepted: 'success',
  declined: 'neutral',
  expired: 'neutral',
  superseded: 'neutral',
};
