import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Timestamps keep millisecond precision so a keyset cursor built from a JS Date
 * compares exactly with the stored value.
 */
export const ts = (name: string) =>
  timestamp(name, { precision: 3, withTimezone: true, mode: 'date' });

/** A full-text document (issue #17): only the database reads it, so its text form is enough. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The listings on the market: neither sold nor deleted, and clear of review (issue #21,
 * migration 0029): every public list's partial indexes.
 */
const live = (t: { sold: unknown; deletedAt: unknown; reviewState: unknown }) =>
  sql`${t.sold} = false and ${t.deletedAt} is null and ${t.reviewState} = 'clear'`;

/** Marketplace accounts: role and verification live here, identity lives with better-auth. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    photoUrl: text('photo_url').notNull().default(''),
    role: text('role', { enum: ['', 'seller', 'admin'] })
      .notNull()
      .default(''),
    verified: boolean('verified').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    // A deleted account keeps its row (sales stay intact) but frees the email.
    uniqueIndex('users_email_live_uq').on(t.email).where(sql`${t.deletedAt} is null`),
    // Admin lists (issue #6): all live accounts, and live accounts of one role, newest first.
    index('users_live_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('users_live_role_idx')
      .on(t.role, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  icon: text('icon').notNull(),
  bg: text('bg').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * The phone catalogue (issue #16): models per brand category, with the capacities and colours
 * they were sold in. Listings may name one; admins add and edit them.
 */
export const phoneModels = pgTable(
  'phone_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    releaseYear: integer('release_year').notNull(),
    storageGb: integer('storage_gb').array().notNull().default(sql`'{}'::integer[]`),
    ramGb: integer('ram_gb').array().notNull().default(sql`'{}'::integer[]`),
    colours: text('colours').array().notNull().default(sql`'{}'::text[]`),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('phone_models_category_name_uq').on(t.categoryId, sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productName: text('product_name').notNull(),
    marketPriceCents: integer('market_price_cents').notNull(),
    sellingPriceCents: integer('selling_price_cents').notNull(),
    area: text('area').notNull(),
    description: text('description').notNull(),
    purchaseYear: date('purchase_year', { mode: 'string' }).notNull(),
    productCondition: text('product_condition').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    productImg: text('product_img').notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    sellerName: text('seller_name').notNull(),
    sellerEmail: text('seller_email').notNull(),
    sellerImg: text('seller_img').notNull().default(''),
    sellerPhone: text('seller_phone').notNull(),
    postTime: ts('post_time').notNull().defaultNow(),
    productStatus: text('product_status').notNull().default('Available'),
    advertisement: boolean('advertisement').notNull().default(false),
    advertisedAt: ts('advertised_at'),
    sold: boolean('sold').notNull().default(false),
    booking: boolean('booking').notNull().default(false),
    // Soft delete: bookings and payments keep pointing at the listing they were for.
    deletedAt: ts('deleted_at'),
    // What exactly the phone is (issue #16); all optional, as listings made before were.
    modelId: uuid('model_id').references(() => phoneModels.id),
    storageGb: integer('storage_gb'),
    ramGb: integer('ram_gb'),
    colour: text('colour'),
    variant: text('variant'),
    batteryHealth: integer('battery_health'),
    defects: text('defects').array().notNull().default(sql`'{}'::text[]`),
    accessories: text('accessories').array().notNull().default(sql`'{}'::text[]`),
    // Our own uploads; the first is the cover (also product_img).
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    // The IMEI, never stored in clear: a keyed hash for uniqueness and the blocklist, the
    // number encrypted for the few who may read it, and its last 4 digits for everyone.
    imeiHash: text('imei_hash'),
    imeiEncrypted: text('imei_encrypted'),
    imeiLast4: text('imei_last4'),
    // Search (issue #17, migration 0013, decision 030). The words a listing is found by
    // besides its title and description (model, brand, storage, colour...), and its seller's
    // verified flag, kept by triggers from phone_models, categories and users.
    searchTerms: text('search_terms').notNull().default(''),
    sellerVerified: boolean('seller_verified').notNull().default(false),
    // Computed by the database on every write, whatever writes it (the bench's bulk load too).
    searchDoc: tsvector('search_doc').generatedAlwaysAs(
      sql`public.search_document(product_name, search_terms, description)`,
    ),
    imeiOnFile: boolean('imei_on_file').generatedAlwaysAs(sql`imei_last4 is not null`),
    noDefects: boolean('no_defects').generatedAlwaysAs(sql`cardinality(defects) = 0`),
    // Issue #21 (migration 0029, decision 041): 'clear' is on the market (when not sold or
    // deleted); 'pending_review' and 'rejected' are seen only by the seller and the admins.
    reviewState: text('review_state')
      .$type<'clear' | 'pending_review' | 'rejected'>()
      .notNull()
      .default('clear'),
    // Issue #21 (migration 0031, decision 042): the self-test page's code, drawn by the database.
    listingCode: text('listing_code').notNull().default(sql`public.listing_code_new()`),
    // Issue #21 (migration 0032): the seller's photo of the phone showing that code (an upload).
    verificationPhoto: text('verification_photo'),
  },
  (t) => [
    // Since migration 0016 it also INCLUDEs the search filter columns (see below), which
    // drizzle-kit cannot say: change it by hand-written SQL only.
    index('products_public_idx')
      .on(t.postTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(live(t)),
    index('products_category_idx')
      .on(t.categoryId, t.postTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(live(t)),
    index('products_advertised_idx')
      .on(t.advertisedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.advertisement} = true and ${live(t)}`),
    index('products_seller_idx')
      .on(t.sellerId, t.postTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // Search (issue #17, decision 030). The text alone in a GIN index: equal values of the
    // facet columns are far too common to intersect posting lists of (tried, migration 0013).
    index('products_text_idx').using('gin', t.searchDoc).with({ fastupdate: false }).where(live(t)),
    index('products_model_idx')
      .on(t.modelId, t.postTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(live(t)),
    // A search without text reads the live listings in its order from products_public_idx
    // (newest), products_price_idx, or a brand's or model's own (products_category_idx,
    // products_model_idx), filtering on the columns they INCLUDE: an index-only scan that
    // never visits the wide rows. INCLUDE is hand-written SQL (migrations 0015-0017).
    // Whole cents from $1.00 to $100,000 whatever path writes them (issue #14 finding 9).
    check('products_market_price_range', sql`${t.marketPriceCents} between 100 and 10000000`),
    check('products_selling_price_range', sql`${t.sellingPriceCents} between 100 and 10000000`),
    check(
      'products_battery_health_range',
      sql`${t.batteryHealth} is null or ${t.batteryHealth} between 50 and 100`,
    ),
    // One live listing (not sold, not deleted) per IMEI, whatever races. Not `live(t)`: a
    // listing held for review or rejected keeps its IMEI reserved (migration 0029).
    uniqueIndex('products_listing_code_uq').on(t.listingCode),
    uniqueIndex('products_imei_live_uq')
      .on(t.imeiHash)
      .where(sql`${t.imeiHash} is not null and ${t.sold} = false and ${t.deletedAt} is null`),
  ],
);

/**
 * Facet counts of the live listings (issue #17, decision 030), kept in the writing
 * transaction by statement triggers on products: the unfiltered lists (All Products, a
 * brand's page) read their total and filter counts here instead of counting a million rows.
 * `scope` is '' for every live listing or a category id; `dimension` 'all' (value '') is the
 * total. Made and kept by migration 0013; `search_rebuild_counts()` rebuilds it.
 */
export const listingFacetCounts = pgTable(
  'listing_facet_counts',
  {
    scope: text('scope').notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.dimension, t.value] })],
);

/**
 * What the search box suggests and "did you mean" corrects towards (issue #17): the
 * catalogue's model and brand names (kept by triggers on phone_models and categories) and
 * popular queries that found listings. `term` is the normalised text (search_normalize).
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    kind: text('kind', { enum: ['model', 'brand', 'query'] }).notNull(),
    term: text('term').notNull(),
    label: text('label').notNull(),
    // Models: release year (newer first); queries: times searched with results.
    score: integer('score').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.term] }),
    index('search_vocabulary_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
    index('search_vocabulary_term_prefix_idx').on(t.term.op('text_pattern_ops')),
  ],
);

/** IMEIs admins have blocked (reported stolen, issue #16): never listed again. */
export const imeiBlocklist = pgTable('imei_blocklist', {
  id: uuid('id').primaryKey().defaultRandom(),
  imeiHash: text('imei_hash').notNull().unique(),
  imeiLast4: text('imei_last4').notNull(),
  note: text('note').notNull().default(''),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    buyerEmail: text('buyer_email').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerNumber: text('buyer_number').notNull(),
    meetingLocation: text('meeting_location').notNull(),
    productName: text('product_name').notNull(),
    productImg: text('product_img').notNull(),
    description: text('description').notNull().default(''),
    sellerEmail: text('seller_email').notNull(),
    priceCents: integer('price_cents').notNull(),
    paid: boolean('paid').notNull().default(false),
    transactionId: text('transaction_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    // An unpaid booking past this instant has lapsed (product-decisions §4).
    expiresAt: ts('expires_at').notNull(),
    paidAt: ts('paid_at'),
    // Set when a lapsed hold is given up because the listing is booked again; until then the
    // booking still occupies the listing's one open slot (bookings_open_product_uq).
    releasedAt: ts('released_at'),
    // Set (with releasedAt) when the buyer cancels before paying (issue #14): the listing is
    // free at once, and the buyer waits one hold period before booking it again.
    cancelledAt: ts('cancelled_at'),
    // Issue #18 (migration 0018, decision 032): the money of a paid booking. Held (authorised)
    // until the handoff code; see modules/settlement/settlement-state.ts.
    settlement: text('settlement', {
      enum: ['none', 'held', 'released', 'declined', 'disputed', 'refunded'],
    })
      .notNull()
      .default('none'),
    handoffExpiresAt: ts('handoff_expires_at'),
    handoffCodeHash: text('handoff_code_hash'),
    handoffCodeEncrypted: text('handoff_code_encrypted'),
    handoffFailedAttempts: integer('handoff_failed_attempts').notNull().default(0),
    handoffLockedUntil: ts('handoff_locked_until'),
    handoffWarnedAt: ts('handoff_warned_at'),
    settledAt: ts('settled_at'),
    declineReason: text('decline_reason', {
      enum: ['imei_mismatch', 'undisclosed_defect', 'account_locked', 'other'],
    }),
    declineNote: text('decline_note'),
    declinePhotos: jsonb('decline_photos').$type<string[]>().notNull().default([]),
    declinedAt: ts('declined_at'),
    declineAnswerDueAt: ts('decline_answer_due_at'),
    disputeOpenedAt: ts('dispute_opened_at'),
    disputeOutcome: text('dispute_outcome', { enum: ['refund', 'release'] }),
    disputeResolutionNote: text('dispute_resolution_note'),
    disputeResolvedAt: ts('dispute_resolved_at'),
    disputeResolvedBy: uuid('dispute_resolved_by').references(() => users.id),
    // A money transition claimed, not yet finished (claim, commit, provider call, commit).
    pendingAction: text('pending_action', { enum: ['capture', 'cancel'] }),
    pendingKey: text('pending_key'),
    pendingCause: text('pending_cause'),
    pendingActor: uuid('pending_actor').references(() => users.id),
    pendingAt: ts('pending_at'),
  },
  (t) => [
    index('bookings_buyer_idx').on(
      t.buyerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('bookings_seller_idx').on(
      t.sellerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('bookings_product_idx').on(t.productId, t.createdAt.desc().nullsFirst()),
    // The admin's All Sell list: every booking, newest first (issue #6).
    index('bookings_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // At most one paid booking per listing: a listing is sold exactly once.
    // A refunded booking gives the listing back (issue #18), so it does not count.
    uniqueIndex('bookings_paid_product_uq')
      .on(t.productId)
      .where(sql`${t.paid} = true and ${t.settlement} <> 'refunded'`),
    index('bookings_held_due_idx').on(t.handoffExpiresAt).where(sql`${t.settlement} = 'held'`),
    index('bookings_declined_due_idx')
      .on(t.declineAnswerDueAt)
      .where(sql`${t.settlement} = 'declined'`),
    index('bookings_pending_action_idx').on(t.pendingAt).where(sql`${t.pendingAction} is not null`),
    index('bookings_dispute_idx')
      .on(t.disputeResolvedAt, t.disputeOpenedAt)
      .where(sql`${t.disputeOpenedAt} is not null`),
    // At most one open (unpaid, unreleased) booking per listing: the database's own guard
    // against double booking, behind the row lock the booking service takes.
    uniqueIndex('bookings_open_product_uq')
      .on(t.productId)
      .where(sql`${t.paid} = false and ${t.releasedAt} is null`),
    // A booking copies its listing's price: never a $0 sale (issue #14 finding 9).
    check('bookings_price_range', sql`${t.priceCents} between 100 and 10000000`),
    // Migration 0018 also checks: settlement's values, unpaid => 'none', the pending claim's shape.
  ],
);

/**
 * The bookings that hold their listing right now: unpaid, not released, the hold not yet past
 * (migration 0011). The one statement of "open": the public lists' booking flag, the buyer's
 * cap and `book_listing` all read it. Made by the migration, so drizzle-kit leaves it alone.
 */
export const openBookings = pgView('open_bookings', {
  id: uuid('id').notNull(),
  productId: uuid('product_id').notNull(),
  buyerId: uuid('buyer_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
}).existing();

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id)
      .unique(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    transactionId: text('transaction_id').notNull().unique(),
    provider: text('provider').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    // Issue #21 (migration 0030): what kind of problem; the spec's free-text reason stays.
    category: text('category').notNull().default('other'),
  },
  (t) => [
    uniqueIndex('reports_product_reporter_uq').on(t.productId, t.reporterId),
    index('reports_created_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

/** The sandbox payment provider keeps its intents here (product-decisions §4). */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull().unique(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull().default('requires_payment_method'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    // 'sandbox' rows are the sandbox's own intents; 'stripe' rows mirror intents held by Stripe.
    provider: text('provider').notNull().default('sandbox'),
  },
  (t) => [
    index('payment_intents_booking_idx').on(t.bookingId),
    // One live intent per booking and provider: concurrent "create intent" calls share it.
    uniqueIndex('payment_intents_live_booking_uq')
      .on(t.bookingId, t.provider)
      .where(sql`${t.status} <> 'canceled'`),
  ],
);

/** Provider webhook events already handled, so a redelivery is a no-op. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

/**
 * Mail waiting to go out (product-decisions §8): written in the same transaction as its cause,
 * delivered by a worker with bounded retries. With MAIL_URL=outbox (the embedded default) the
 * rows are the delivery: admins read them on the dashboard's Outbox page.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // What caused it ('verify-email', 'reset-password', ...), for the admin page and tests.
    kind: text('kind').notNull(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    // pending -> sent | failed (attempts used up); 'kept' when the outbox itself is the delivery.
    status: text('status', { enum: ['pending', 'sent', 'failed', 'kept'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('outbox_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * Messages from the home page's Contact Us form (issue #23 item 3): kept for the admins'
 * Messages page, and mailed to each admin through the outbox in the same transaction.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

// Identity tables (better-auth) live in their own file; re-exported so the migrations,
// the typed Db and drizzle-kit see one schema.
export * from './auth-schema.ts';

/**
 * What the platform owes sellers (issue #18, migration 0020). A release credits the booking's
 * seller once (one row per booking); a payout an admin records debits them; the balance row
 * keeps the difference, never below zero. Releases and payouts are append-only (triggers).
 */
export const ledgerReleases = pgTable(
  'ledger_releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_releases_booking_uq').on(t.bookingId),
    index('ledger_releases_seller_idx').on(
      t.sellerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('ledger_releases_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    // The bank transfer's or cheque's reference, as the admin typed it.
    reference: text('reference').notNull(),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payouts_seller_idx').on(
      t.sellerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('payouts_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('payouts_amount_positive', sql`${t.amountCents} > 0`),
    check('payouts_reference_length', sql`char_length(${t.reference}) between 1 and 200`),
  ],
);

export const ledgerBalances = pgTable(
  'ledger_balances',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => users.id),
    // bigint: a busy seller's sum may pass the 2^31 cents an integer holds.
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_balances_owed_idx')
      .on(t.balanceCents.desc().nullsFirst(), t.sellerId)
      .where(sql`${t.balanceCents} > 0`),
    check('ledger_balances_not_negative', sql`${t.balanceCents} >= 0`),
  ],
);

/**
 * In-app notifications (issue #18, migration 0019): one row per person told. A deal's notice
 * (booking_id set) is written once per person and kind.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    bookingId: uuid('booking_id').references(() => bookings.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('notifications_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_deal_once_uq')
      .on(t.userId, t.bookingId, t.kind)
      .where(sql`${t.bookingId} is not null`),
  ],
);

/** Money and moderation actions (issue #18, migration 0019): append-only (triggers). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No foreign key: an entry outlives the account it names.
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * Search's narrow copy of the live listings (issue #17, migration 0021, decision 030 round 2):
 * the filter columns, the sort keys and the words without positions, ~550 bytes a row against
 * products' ~1.5 kB, so searches with text scan and walk a third of the pages. Kept by row
 * triggers on products in the writing transaction; `search_rebuild_listings()` rebuilds it.
 */
export const searchListings = pgTable(
  'search_listings',
  {
    id: uuid('id').primaryKey(),
    postTime: ts('post_time').notNull(),
    sellingPriceCents: integer('selling_price_cents').notNull(),
    categoryId: uuid('category_id').notNull(),
    modelId: uuid('model_id'),
    storageGb: integer('storage_gb'),
    productCondition: text('product_condition').notNull(),
    area: text('area').notNull(),
    variant: text('variant'),
    batteryHealth: integer('battery_health'),
    sellerVerified: boolean('seller_verified').notNull(),
    imeiOnFile: boolean('imei_on_file').notNull(),
    noDefects: boolean('no_defects').notNull(),
    words: tsvector('words').notNull(),
  },
  (t) => [
    index('search_listings_words_idx').using('gin', t.words).with({ fastupdate: false }),
    index('search_listings_time_idx').on(t.postTime.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('search_listings_price_idx').on(t.sellingPriceCents, t.id),
  ],
);
