import type { SelfTestId, SelfTestResult } from '@phonebazaar/shared';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { products, ts } from './schema.ts';

// The on-phone self-test's reports (issue #21, migration 0031, decision 042). Kept apart from
// schema.ts so the self-test room evolves it alone; the listing-review room READS it (a fresh
// seller run lowers a listing's risk) by listing_id, run_by and created_at.

/**
 * One row per submitted report.
 *
 * - `id`: drawn by the server before signing (it is part of what is signed).
 * - `results`: per test id, `{ outcome, detail? }`.
 * - `run_by`: 'buyer' when the signed-in caller paid for a booking of the listing, else 'seller'.
 * - `signature`: HMAC-SHA256 (key derived from AUTH_SECRET) over the canonical report; a row
 *   that fails it is never shown.
 */
export const selfTests = pgTable(
  'self_tests',
  {
    id: uuid('id').primaryKey(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    results: jsonb('results').$type<Record<SelfTestId, SelfTestResult>>().notNull(),
    browser: text('browser').notNull(),
    modelHint: text('model_hint'),
    runBy: text('run_by').$type<'seller' | 'buyer'>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    signature: text('signature').notNull(),
  },
  (t) => [
    index('self_tests_listing_created_idx').on(t.listingId, t.runBy, t.createdAt.desc()),
    check('self_tests_run_by_ck', sql`${t.runBy} in ('seller', 'buyer')`),
  ],
);

export type SelfTestRow = typeof selfTests.$inferSelect;

/**
 * The seller's single-use self-test links (issue #36 item 3, migration 0037, decision 056): the
 * dashboard gives a link (and its QR code) to open on the phone being sold. Only a SHA-256 of
 * the token is kept; `used_at` is set in the transaction that stores the report it allowed.
 */
export const selfTestLinks = pgTable(
  'self_test_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('self_test_links_listing_idx').on(t.listingId)],
);
