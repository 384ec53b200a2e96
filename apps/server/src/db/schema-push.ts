import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts, users } from './schema.ts';

// Web Push (issue #39, migration 0043, decision 064). Kept apart from schema.ts: modules/push
// owns every write.

/**
 * One row per browser that asked to be pushed to. `endpoint` is the push service's URL for
 * that browser (unique: a browser signed in as someone else moves to them); `p256dh` and
 * `auth` are the browser's keys each payload is encrypted to (RFC 8291). A push the service
 * answers 404 or 410 deletes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_uq'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSuccessAt: ts('last_success_at'),
    lastFailureAt: ts('last_failure_at'),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId, t.createdAt)],
);
