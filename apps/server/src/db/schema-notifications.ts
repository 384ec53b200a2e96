import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './schema-bookings.ts';
import { ts } from './schema-columns.ts';
import { users } from './schema-users.ts';

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

/**
 * Issue #39 (migration 0043, decision 064): a person's choice of mail and push per group of
 * notices (messages, offers, deals, alerts, reviews). No row: the defaults (both on). The
 * notifications module owns it.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    group: text('group').notNull(),
    mail: boolean('mail').notNull(),
    push: boolean('push').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'notification_preferences_pk', columns: [t.userId, t.group] }),
    check(
      'notification_preferences_group',
      sql`${t.group} in ('messages', 'offers', 'deals', 'alerts', 'reviews')`,
    ),
  ],
);
