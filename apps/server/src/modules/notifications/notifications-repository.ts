import { aliasedTable, and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, notifications, users } from '../../db/schema.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { keysetAfter } from '../../lib/pagination.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  bookingId: string | null;
}

const buyer = aliasedTable(users, 'buyer');
const seller = aliasedTable(users, 'seller');

/** All SQL of notifications. Writes take the caller's transaction. */
export function createNotificationsRepository(db: Db) {
  return {
    /**
     * A deal as its notices describe it: the booking's listing name and price, and both
     * parties' current name, email and whether the account still lives.
     */
    async readDeal(tx: Db, bookingId: string) {
      const [row] = await tx
        .select({
          id: bookings.id,
          productName: bookings.productName,
          priceCents: bookings.priceCents,
          disputeOutcome: bookings.disputeOutcome,
          disputeResolutionNote: bookings.disputeResolutionNote,
          buyerId: bookings.buyerId,
          buyerName: sql<string>`coalesce(nullif(${buyer.name}, ''), ${bookings.buyerName})`,
          buyerEmail: buyer.email,
          buyerLive: sql<boolean>`(${buyer.deletedAt} is null)`.mapWith(Boolean),
          sellerId: bookings.sellerId,
          sellerName: seller.name,
          sellerEmail: seller.email,
          sellerLive: sql<boolean>`(${seller.deletedAt} is null)`.mapWith(Boolean),
        })
        .from(bookings)
        .innerJoin(buyer, eq(buyer.id, bookings.buyerId))
        .innerJoin(seller, eq(seller.id, bookings.sellerId))
        .where(eq(bookings.id, bookingId));
      return row;
    },

    /** Writes a notice unless its person was already told this of this deal; its id if new. */
    async insertOnce(tx: Db, row: NewNotification): Promise<string | undefined> {
      const [inserted] = await tx
        .insert(notifications)
        .values(row)
        .onConflictDoNothing({
          target: [notifications.userId, notifications.bookingId, notifications.kind],
          where: sql`${notifications.bookingId} is not null`,
        })
        .returning({ id: notifications.id });
      return inserted?.id;
    },

    /** Writes notices that are no deal's step (alerts, offers, messages), 1,000 a statement. */
    async insertMany(tx: Db, rows: NewNotification[]): Promise<string[]> {
      const ids: string[] = [];
      for (let i = 0; i < rows.length; i += 1000) {
        const written = await tx
          .insert(notifications)
          .values(rows.slice(i, i + 1000))
          .returning({ id: notifications.id });
        ids.push(...written.map((w) => w.id));
      }
      return ids;
    },

    /** One person's notices, newest first (the caller asks one row more). */
    list(userId: string, limit: number, after: Cursor | undefined): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            keysetAfter(notifications.createdAt, notifications.id, after),
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return Number(row?.n ?? 0);
    },

    /** Marks the person's own unread notices among `ids`; anyone else's stay as they are. */
    async markRead(userId: string, ids: string[]): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, userId),
            inArray(notifications.id, ids),
            isNull(notifications.readAt),
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** Marks every unread notice of the person made at or before `before` (all without it). */
    async markAllRead(userId: string, before: Date | undefined): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            // The page shows milliseconds; the column keeps microseconds.
            before
              ? sql`date_trunc('milliseconds', ${notifications.createdAt}) <= ${before}`
              : undefined,
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
