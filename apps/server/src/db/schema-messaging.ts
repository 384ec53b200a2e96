import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, ts, users } from './schema.ts';

// Conversations, messages, blocks and reports (issue #19, migration 0023). Kept apart from
// schema.ts so the rooms that own them evolve them alone; repositories import from here.

/**
 * One conversation per (listing, buyer). `last_seq` is the seq of its newest message: a writer
 * locks the row (FOR UPDATE), bumps it and inserts the message with it in one transaction, so
 * seqs run 1..n without gaps or duplicates whatever the instance. Each party's read position
 * is the seq they last read: unread = last_seq - that.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => products.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastMessageAt: ts('last_message_at').notNull().defaultNow(),
    lastSeq: integer('last_seq').notNull().default(0),
    buyerLastReadSeq: integer('buyer_last_read_seq').notNull().default(0),
    sellerLastReadSeq: integer('seller_last_read_seq').notNull().default(0),
    buyerSharedPhone: text('buyer_shared_phone'),
    sellerSharedPhone: text('seller_shared_phone'),
    reportedAt: ts('reported_at'),
    reportedBy: uuid('reported_by').references(() => users.id),
    reportReason: text('report_reason'),
  },
  (t) => [
    uniqueIndex('conversations_listing_buyer_uq').on(t.listingId, t.buyerId),
    // Each party's list, most recently active first (keyset on last_message_at, id).
    index('conversations_buyer_active_idx').on(
      t.buyerId,
      t.lastMessageAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('conversations_seller_active_idx').on(
      t.sellerId,
      t.lastMessageAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The young-account limit counts a buyer's new conversations of the last day.
    index('conversations_buyer_created_idx').on(t.buyerId, t.createdAt),
    // The admins' "Reported Conversations", newest report first.
    index('conversations_reported_idx')
      .on(t.reportedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.reportedAt} is not null`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    seq: integer('seq').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    warning: boolean('warning').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The order of a conversation, and the guarantee that no seq is given twice.
    uniqueIndex('messages_conversation_seq_uq').on(t.conversationId, t.seq),
    // The hourly limit counts one sender's messages of the last hour.
    index('messages_sender_created_idx').on(t.senderId, t.createdAt),
  ],
);

/** Who blocked whom: either direction stops both from writing to the other. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId, t.blockerId),
  ],
);
