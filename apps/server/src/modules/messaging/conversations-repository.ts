import { aliasedTable, and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';
import { conversations, messages, userBlocks } from '../../db/schema-messaging.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { keysetAfter } from '../../lib/pagination.ts';
import { shownToEveryone } from '../listings/index.ts';

export type ConversationRecord = typeof conversations.$inferSelect;

const other = aliasedTable(users, 'other');
const last = aliasedTable(messages, 'last');

/** Either party blocked the other. */
export const blockedBetween = (a: SQL | string, b: SQL | string): SQL => sql`exists (
  select 1 from ${userBlocks}
  where (${userBlocks.blockerId} = ${a} and ${userBlocks.blockedId} = ${b})
     or (${userBlocks.blockerId} = ${b} and ${userBlocks.blockedId} = ${a}))`;

/**
 * A conversation as one party sees it: the listing, the other person, the newest message
 * (the row whose seq is last_seq), whether a block stands between them and whether `me` set it.
 */
function viewOf(db: Db, me: string) {
  const iAmBuyer = sql`${conversations.buyerId} = ${me}`;
  return db
    .select({
      c: conversations,
      productName: products.productName,
      productImg: products.productImg,
      sellingPriceCents: products.sellingPriceCents,
      otherId: other.id,
      otherName: other.name,
      otherImage: other.photoUrl,
      blocked: blockedBetween(sql`${conversations.buyerId}`, sql`${conversations.sellerId}`)
        .mapWith(Boolean)
        .as('blocked'),
      // Only the blocker can lift a block, so the page offers "Unblock" to them alone.
      blockedByMe: sql`exists (
        select 1 from ${userBlocks}
        where ${userBlocks.blockerId} = ${me} and ${userBlocks.blockedId} = ${other.id})`
        .mapWith(Boolean)
        .as('blocked_by_me'),
      last,
    })
    .from(conversations)
    .innerJoin(products, eq(products.id, conversations.listingId))
    .innerJoin(
      other,
      eq(
        other.id,
        sql`case when ${iAmBuyer} then ${conversations.sellerId} else ${conversations.buyerId} end`,
      ),
    )
    .leftJoin(
      last,
      and(eq(last.conversationId, conversations.id), eq(last.seq, conversations.lastSeq)),
    );
}
export type ConversationView = Awaited<ReturnType<ReturnType<typeof viewOf>['execute']>>[number];

const isParty = (me: string) => or(eq(conversations.buyerId, me), eq(conversations.sellerId, me));

/** All SQL of conversations (not of their messages). Writes take the caller's transaction. */
export function createConversationsRepository(db: Db) {
  return {
    /** One conversation as `me` sees it, only when `me` is one of its two parties. */
    async view(me: string, id: string, tx: Db = db): Promise<ConversationView | undefined> {
      const [row] = await viewOf(tx, me).where(and(eq(conversations.id, id), isParty(me)));
      return row;
    },

    /** `me`'s conversations, most recently active first (the caller asks one row more). */
    list(me: string, limit: number, after: Cursor | undefined): Promise<ConversationView[]> {
      return viewOf(db, me)
        .where(and(isParty(me), keysetAfter(conversations.lastMessageAt, conversations.id, after)))
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
        .limit(limit);
    },

    /** Unread messages over all of `me`'s conversations (the navbar badge). */
    async unreadTotal(me: string): Promise<number> {
      const [row] = await db
        .select({
          n: sql<number>`coalesce(sum(case when ${conversations.buyerId} = ${me}
            then ${conversations.lastSeq} - ${conversations.buyerLastReadSeq}
            else ${conversations.lastSeq} - ${conversations.sellerLastReadSeq} end), 0)`.mapWith(
            Number,
          ),
        })
        .from(conversations)
        .where(isParty(me));
      return row?.n ?? 0;
    },

    /**
     * The listing a conversation would be about: live (not deleted, and clear of review: a
     * listing held or rejected is unknown to buyers, issue #21), with its seller.
     */
    async liveListing(id: string) {
      const [row] = await db
        .select({ id: products.id, sellerId: products.sellerId })
        .from(products)
        .where(
          // Known to everyone (the listings room's rule): a sold one may still be asked about.
          and(eq(products.id, id), shownToEveryone),
        );
      return row;
    },

    /** What a message notice names: the listing and the sender, as they are now. */
    async noticeFacts(tx: Db, listingId: string, senderId: string) {
      const [row] = await tx
        .select({ productName: products.productName, senderName: users.name })
        .from(products)
        .innerJoin(users, eq(users.id, senderId))
        .where(eq(products.id, listingId));
      return row;
    },

    /** The conversations about a listing, with their parties and newest message (issue #45). */
    aboutListing(tx: Db, listingId: string) {
      return tx
        .select({
          conversationId: conversations.id,
          seq: conversations.lastSeq,
          buyerId: conversations.buyerId,
          sellerId: conversations.sellerId,
        })
        .from(conversations)
        .where(eq(conversations.listingId, listingId));
    },

    async findByListingAndBuyer(tx: Db, listingId: string, buyerId: string) {
      const [row] = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.listingId, listingId), eq(conversations.buyerId, buyerId)));
      return row;
    },

    async insert(tx: Db, row: { listingId: string; buyerId: string; sellerId: string }) {
      const [inserted] = await tx
        .insert(conversations)
        .values(row)
        .onConflictDoNothing({ target: [conversations.listingId, conversations.buyerId] })
        .returning({ id: conversations.id });
      return inserted ?? (await this.findByListingAndBuyer(tx, row.listingId, row.buyerId));
    },

    /** Locks the conversation (seq, read positions) for the rest of `tx`; only for a party. */
    async lockForParty(tx: Db, id: string, me: string): Promise<ConversationRecord | undefined> {
      const [row] = await tx
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, id), isParty(me)))
        .for('update');
      return row;
    },

    async update(tx: Db, id: string, change: Partial<ConversationRecord>) {
      await tx.update(conversations).set(change).where(eq(conversations.id, id));
    },

    /** New conversations `buyerId` started in the last day, and when the oldest of them began. */
    async startedToday(tx: Db, buyerId: string) {
      const [row] = await tx
        .select({
          n: sql<number>`count(*)`.mapWith(Number),
          oldest: sql<string | null>`min(${conversations.createdAt})`,
        })
        .from(conversations)
        .where(
          and(
            eq(conversations.buyerId, buyerId),
            sql`${conversations.createdAt} > now() - interval '1 day'`,
          ),
        );
      return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    async blocked(tx: Db, a: string, b: string): Promise<boolean> {
      const result = (await tx.execute(sql`select ${blockedBetween(a, b)} as b`)) as unknown as {
        rows: { b: boolean }[];
      };
      return Boolean(result.rows[0]?.b);
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
