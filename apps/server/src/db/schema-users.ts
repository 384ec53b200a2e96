import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './schema-columns.ts';

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
    // Issue #36 (migration 0034): E.164; verified once the SMS code is confirmed.
    phone: text('phone'),
    phoneVerifiedAt: ts('phone_verified_at'),
  },
  (t) => [
    // A deleted account keeps its row (sales stay intact) but frees the email.
    uniqueIndex('users_email_live_uq').on(t.email).where(sql`${t.deletedAt} is null`),
    // A verified number belongs to one live account (PHONE_IN_USE); unverified claims never block.
    uniqueIndex('users_verified_phone_live_uq')
      .on(t.phone)
      .where(sql`${t.phoneVerifiedAt} is not null and ${t.deletedAt} is null`),
    // Admin lists (issue #6): all live accounts, and live accounts of one role, newest first.
    index('users_live_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('users_live_role_idx')
      .on(t.role, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
  ],
);
