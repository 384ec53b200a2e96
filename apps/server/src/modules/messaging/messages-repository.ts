import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { conversations, messages, userBlocks } from '../../db/schema-messaging.ts';

export type MessageRow = typeof messages.$inferSelect;

/** Distinct from other modules' advisory locks: (namespace, hash of the account). */
const SENDER_LOCK_NAMESPACE = 727_019;

/** All SQL of messages and blocks. Writes take the caller's transaction. */
export function createMessagesRepository(db: Db) {
  return {
    /**
     * Issue #46: the newest `limit` messages of the (listing, buyer) conversation, oldest first,
     * with its seller: what an admin deciding their dispute reads.
     */
    async ofDeal(listingId: string, buyerId: string, limit: number) {
      const rows = await db
        .select({ m: messages, sellerId: conversations.sellerId })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(eq(conversations.listingId, listingId), eq(conversations.buyerId, buyerId)))
        .orderBy(desc(messages.seq))
        .limit(limit);
      return rows.reverse();
    },

    /**
     * Serialises one account's writes for the rest of `tx`, so two concurrent sends cannot
     * both pass the limits' counts (taken before any conversation row lock: one order).
     */
    async lockSender(tx: Db, me: string): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${SENDER_LOCK_NAMESPACE}, hashtext(${me}))`,
      );
    },

    /** `me`'s messages of the last hour, and when the oldest of them was sent. */
    async sentLastHour(tx: Db, me: string) {
      const [row] = await tx
        .select({
          n: sql<number>`count(*)`.mapWith(Number),
          oldest: sql<string | null>`min(${messages.createdAt})`,
        })
        .from(messages)
        .where(
          and(eq(messages.senderId, me), sql`${messages.createdAt} > now() - interval '1 hour'`),
        );
      return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    /**
     * Appends a message to a conversation whose row `tx` holds locked: the next seq, a time
     * never before the previous message's, and the sender's own read position moved past it.
     */
    async append(
      tx: Db,
      c: { id: string; lastSeq: number; buyerId: string },
      m: { senderId: string; text: string; photos: string[]; warning: boolean },
    ): Promise<MessageRow> {
      const seq = c.lastSeq + 1;
      const readColumn =
        m.senderId === c.buyerId ? 'buyerLastReadSeq' : ('sellerLastReadSeq' as const);
      const [updated] = await tx
        .update(conversations)
        .set({
          lastSeq: seq,
          lastMessageAt: sql`greatest(clock_timestamp(), ${conversations.lastMessageAt})`,
          [readColumn]: seq,
        })
        .where(eq(conversations.id, c.id))
        .returning({ at: conversations.lastMessageAt });
      const [row] = await tx
        .insert(messages)
        .values({ conversationId: c.id, seq, createdAt: updated!.at, ...m })
        .returning();
      return row!;
    },

    /** Older history: the newest `limit` messages before seq `before` (newest first). */
    before(conversationId: string, before: number | undefined, limit: number) {
      return db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            before === undefined ? undefined : lt(messages.seq, before),
          ),
        )
        .orderBy(desc(messages.seq))
        .limit(limit);
    },

    /** Live polling: the messages after seq `after`, oldest first. */
    after(conversationId: string, after: number, limit: number) {
      return db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), gt(messages.seq, after)))
        .orderBy(asc(messages.seq))
        .limit(limit);
    },

    async liveUser(id: string, tx: Db = db) {
      const [row] = await tx
        .select({ id: users.id, deletedAt: users.deletedAt, createdAt: users.createdAt })
        .from(users)
        .where(eq(users.id, id));
      return row && !row.deletedAt ? row : undefined;
    },

    async block(blockerId: string, blockedId: string): Promise<void> {
      await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },

    async unblock(blockerId: string, blockedId: string): Promise<void> {
      await db
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
