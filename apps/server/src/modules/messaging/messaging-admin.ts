import type { MessagesQuery, PageQuery, ReportedConversation } from '@phonebazaar/shared';
import { aliasedTable, and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';
import { conversations } from '../../db/schema-messaging.ts';
import { paginate } from '../../lib/cursor.ts';
import { isUuid } from '../../lib/ids.ts';
import { keysetAfter, toPage } from '../../lib/pagination.ts';
import { messagePage } from './message-pages.ts';
import { toListing, toMessage } from './message-view.ts';
import type { MessagesRepository } from './messages-repository.ts';
import { conversationNotFound } from './messaging-errors.ts';

const buyer = aliasedTable(users, 'buyer');
const seller = aliasedTable(users, 'seller');
const reporter = aliasedTable(users, 'reporter');

/**
 * The admins' "Reported Conversations" (issue #19): an admin reads a conversation only once
 * one of its parties reported it; any other conversation is a 404 to them, as to a stranger.
 */
export function createMessagingAdmin(deps: {
  db: Db;
  messages: MessagesRepository;
  publicUrl: string;
}) {
  const { db, messages, publicUrl } = deps;

  function reported(where: SQL | undefined) {
    return db
      .select({
        c: conversations,
        productName: products.productName,
        productImg: products.productImg,
        sellingPriceCents: products.sellingPriceCents,
        buyer: { id: buyer.id, name: buyer.name, email: buyer.email },
        seller: { id: seller.id, name: seller.name, email: seller.email },
        reporter: { id: reporter.id, name: reporter.name },
      })
      .from(conversations)
      .innerJoin(products, eq(products.id, conversations.listingId))
      .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
      .innerJoin(seller, eq(seller.id, conversations.sellerId))
      .innerJoin(reporter, eq(reporter.id, conversations.reportedBy))
      .where(and(isNotNull(conversations.reportedAt), where))
      .orderBy(desc(conversations.reportedAt), desc(conversations.id));
  }
  type Row = Awaited<ReturnType<ReturnType<typeof reported>['execute']>>[number];

  const toReported = (row: Row): ReportedConversation => ({
    id: row.c.id,
    listing: toListing(row, row.c.listingId, publicUrl),
    buyer: row.buyer,
    seller: row.seller,
    reportedBy: row.reporter,
    reason: row.c.reportReason ?? '',
    reportedAt: row.c.reportedAt!.toISOString(),
    messageCount: row.c.lastSeq,
  });

  return {
    /** GET /api/admin/conversations/reported: newest report first. */
    async list(query: PageQuery) {
      const page = toPage(query);
      const rows = await reported(
        keysetAfter(conversations.reportedAt, conversations.id, page.cursor),
      ).limit(page.limit + 1);
      const { items, nextCursor } = paginate(rows, page.limit, (row) => ({
        at: row.c.reportedAt!,
        id: row.c.id,
      }));
      return { items: items.map(toReported), nextCursor: nextCursor ?? null };
    },

    /** GET /api/admin/conversations/:id/messages: only a reported conversation. */
    async messages(id: string, query: MessagesQuery) {
      const [row] = isUuid(id) ? await reported(eq(conversations.id, id)) : [];
      if (!row) throw conversationNotFound();
      const page = await messagePage(messages, id, query);
      return {
        conversation: toReported(row),
        items: page.rows.map((m) => {
          const { mine: _, ...message } = toMessage(m, publicUrl);
          return message;
        }),
        nextCursor: page.nextCursor,
      };
    },
  };
}

export type MessagingAdmin = ReturnType<typeof createMessagingAdmin>;
