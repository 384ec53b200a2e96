import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bookings, ts, users } from './schema.ts';

// Arm's-length evidence and verdicts (issue #36 item 2, migration 0040, decision 055). Kept
// apart from schema.ts like the reviews' and the price guide's; only modules/trust writes them.

/**
 * The devices an account was seen on: the first-party device cookie's random id, per account
 * (by its normalised email: the sign-up is seen before the marketplace profile exists).
 */
export const trustDevices = pgTable(
  'trust_devices',
  {
    email: text('email').notNull(),
    deviceId: text('device_id').notNull(),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'trust_devices_pk', columns: [t.email, t.deviceId] }),
    index('trust_devices_device_idx').on(t.deviceId),
  ],
);

/** The networks (IPv4 /24, IPv6 /48; never the whole address) an account signed up or paid from. */
export const trustNetworks = pgTable(
  'trust_networks',
  {
    email: text('email').notNull(),
    prefix: text('prefix').notNull(),
    context: text('context', { enum: ['sign-up', 'checkout'] }).notNull(),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'trust_networks_pk', columns: [t.email, t.prefix, t.context] }),
    index('trust_networks_prefix_idx').on(t.prefix),
    check('trust_networks_context', sql`${t.context} in ('sign-up', 'checkout')`),
  ],
);

/** The card a booking was paid with: the provider's fingerprint (a keyed hash in the sandbox). */
export const trustCards = pgTable(
  'trust_cards',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    fingerprint: text('fingerprint').notNull(),
    recordedAt: ts('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    index('trust_cards_fingerprint_idx').on(t.fingerprint),
    index('trust_cards_buyer_idx').on(t.buyerId),
  ],
);

/**
 * The arm's-length verdict of a released deal: whether it counts toward the price guide, the
 * seller's rating and "Trusted seller", and why not. A deal released before migration 0040 has
 * no row and counts (grandfathered).
 */
export const dealVerdicts = pgTable(
  'deal_verdicts',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    counted: boolean('counted').notNull(),
    reasons: text('reasons').array().notNull().default(sql`'{}'::text[]`),
    decidedAt: ts('decided_at').notNull().defaultNow(),
  },
  (t) => [index('deal_verdicts_not_counted_idx').on(t.bookingId).where(sql`${t.counted} = false`)],
);
