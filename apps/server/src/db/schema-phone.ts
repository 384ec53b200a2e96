import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './schema-columns.ts';
import { users } from './schema-users.ts';

/**
 * The SMS code an account was sent to verify a number (issue #36 item 1, decision 054), owned
 * by `modules/phone`. One row per account: a new code replaces the old one; the code is kept
 * only as an HMAC and cleared when used. `locked_until` is the wait after 5 wrong codes.
 */
export const phoneCodes = pgTable('phone_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  codeHash: text('code_hash'),
  expiresAt: ts('expires_at'),
  wrongTries: integer('wrong_tries').notNull().default(0),
  lockedUntil: ts('locked_until'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
