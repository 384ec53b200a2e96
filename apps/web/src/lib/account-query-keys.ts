/**
 * The signed-in person's query keys (orders, sales, offers, notifications, conversations,
 * favourites, reviews, admin lists...), apart from lib/query-keys.ts so the storefront's first
 * load does not carry them (decision 044's budget). Same rules: one factory per entity, `all`
 * its root, emails in lower case.
 */
import { lower, productKeys } from './query-keys';

const ORDERS = ['orders'] as const;
/** The buyer's side of bookings: My Order, a booking's payment page, its handoff code. */
export const orderKeys = {
  all: ORDERS,
  mine: (email: string) => [...ORDERS, 'buyer', lower(email)] as const,
  payment: (bookingId: string) => [...ORDERS, 'payment', bookingId] as const,
  handoffCode: (bookingId: string) => [...ORDERS, 'handoff-code', bookingId] as const,
  /** Issue #46: a party's own dispute (buyer or seller): under orders, so any deal move refreshes it. */
  dispute: (email: string, bookingId: string) =>
    [...ORDERS, 'dispute', lower(email), bookingId] as const,
};

const SALES = ['sales'] as const;
/** The seller's side of bookings: My Sell. */
export const saleKeys = {
  all: SALES,
  mine: (email: string) => [...SALES, lower(email)] as const,
};

const OFFERS = ['offers'] as const;
export const offerKeys = {
  all: OFFERS,
  ofAccount: (email: string) => [...OFFERS, lower(email)] as const,
  list: (email: string, role: string) => [...OFFERS, lower(email), 'list', role] as const,
  floors: (email: string) => [...OFFERS, lower(email), 'floors'] as const,
  canOffer: (email: string) => [...OFFERS, 'can-offer', lower(email)] as const,
  priceBand: (band: object) => [...OFFERS, 'price-band', band] as const,
};

const NOTIFICATIONS = ['notifications'] as const;
export const notificationKeys = {
  all: NOTIFICATIONS,
  list: (email: string) => [...NOTIFICATIONS, lower(email), 'list'] as const,
  unread: (email: string) => [...NOTIFICATIONS, lower(email), 'unread'] as const,
};

const CONVERSATIONS = ['conversations'] as const;
export const conversationKeys = {
  all: CONVERSATIONS,
  ofAccount: (email: string) => [...CONVERSATIONS, lower(email)] as const,
  list: (email: string) => [...CONVERSATIONS, lower(email), 'list'] as const,
  unread: (email: string) => [...CONVERSATIONS, lower(email), 'unread'] as const,
  messages: (email: string, id: string) =>
    [...CONVERSATIONS, lower(email), 'messages', id] as const,
};

const FAVOURITES = ['favourites'] as const;
/** 'ids' is every card's heart (one request per page), 'list' the Favourites page. */
export const favouriteKeys = {
  all: FAVOURITES,
  ofAccount: (email: string) => [...FAVOURITES, lower(email)] as const,
  ids: (email: string) => [...FAVOURITES, lower(email), 'ids'] as const,
  list: (email: string) => [...FAVOURITES, lower(email), 'list'] as const,
};

export const savedSearchKeys = {
  ofAccount: (email: string) => ['saved-searches', lower(email)] as const,
};

const REVIEWS = ['reviews'] as const;
/** Reviews and seller profiles (a profile shows the seller's rating). */
export const reviewKeys = {
  all: REVIEWS,
  seller: (id: string) => [...REVIEWS, 'seller', id] as const,
  sellerProfile: (id: string) => [...REVIEWS, 'seller', id, 'profile'] as const,
  sellerReviews: (id: string) => [...REVIEWS, 'seller', id, 'reviews'] as const,
  pending: (email: string) => [...REVIEWS, 'pending', lower(email)] as const,
  featured: () => [...REVIEWS, 'featured'] as const,
};

const EARNINGS = ['earnings'] as const;
export const earningKeys = {
  all: EARNINGS,
  mine: (email: string) => [...EARNINGS, lower(email)] as const,
};

const ADMIN = ['admin'] as const;
/**
 * Every admin list. Deleting an account can change all of them at once (a seller leaves All
 * User and All Seller, their listings leave Reported Items), so such changes name the root.
 */
export const adminKeys = {
  all: ADMIN,
  users: [...ADMIN, 'users'] as const,
  sellers: [...ADMIN, 'sellers'] as const,
  buyers: [...ADMIN, 'buyers'] as const,
  sales: [...ADMIN, 'sales'] as const,
  reports: [...ADMIN, 'reports'] as const,
  imeiBlocklist: [...ADMIN, 'imei-blocklist'] as const,
  outbox: [...ADMIN, 'outbox'] as const,
  contactMessages: [...ADMIN, 'contact-messages'] as const,
  disputes: [...ADMIN, 'disputes'] as const,
  auditLog: [...ADMIN, 'audit-log'] as const,
  payouts: [...ADMIN, 'payouts'] as const,
  reviewQueue: [...ADMIN, 'review-queue'] as const,
  reviews: [...ADMIN, 'reviews'] as const,
  reportedConversations: [...ADMIN, 'reported-conversations'] as const,
  clusters: [...ADMIN, 'clusters'] as const,
};

/** The phone-model catalogue: the admin's editor and the Add Product form's choices. */
export const phoneModelKeys = {
  all: ['phone-models'] as const,
  ofCategory: (categoryId: string) => ['phone-models', categoryId] as const,
  forSale: (categoryId: string) => ['models', categoryId] as const,
};

export const priceGuideKeys = {
  of: (
    modelId: string,
    storageGb: number | null,
    variant: string | null,
    condition: string | null,
  ) => ['price-guide', modelId, storageGb, variant, condition] as const,
};

export const paymentKeys = {
  config: ['payments', 'config'] as const,
  intent: (bookingId: string) => ['payments', 'intent', bookingId] as const,
};

export const selfTestKeys = {
  /** `link`: the seller's test link's token, which decides who a report is stored as. */
  check: (code: string, email: string, link = '') =>
    ['self-test', 'check', code.toUpperCase(), email, link] as const,
};

export const reportKeys = {
  reportedByMe: (email: string, id: string) => ['reported-by-me', lower(email), id] as const,
};

/**
 * What any move of a booking makes stale: the phone's cards and pages (Booked, Sold, for
 * sale again), the buyer's My Order and the seller's My Sell. Booking, paying, accepting an
 * offer or a counteroffer, cancelling, declining, releasing and refunds all declare it.
 */
// Issue #45 item 8: a deal that completes (the handoff code, a dispute decided) joins "Deals to
// review" at once, not after a reload.
export const bookingChangeKeys = [
  productKeys.all,
  orderKeys.all,
  saleKeys.all,
  [...REVIEWS, 'pending'],
] as const;

const NOTIFICATION_PREFERENCES = ['notification-preferences'] as const;
export const notificationPreferenceKeys = {
  all: NOTIFICATION_PREFERENCES,
  mine: (email: string) => [...NOTIFICATION_PREFERENCES, lower(email)] as const,
};

const PHONE = ['phone'] as const;
/** The signed-in person's own phone number and whether it is verified (issue #36). */
export const phoneKeys = {
  all: PHONE,
  mine: (email: string) => [...PHONE, lower(email)] as const,
};
