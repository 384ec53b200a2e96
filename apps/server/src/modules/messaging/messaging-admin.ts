import type { MessagesQuery, PageQuery, ReportedConversation } from '@phonebazaar/shared';
import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';
import { paginate } from '../../lib/cursor.ts';
import { isUuid } from '../../lib/ids.ts';
import { toPage } from '../../lib/pagination.ts';
import { messagePage } from './message-pages.ts';
import { toListing, toMessage } from './message-view.ts';
import type { MessagesRepository } from './messages-repository.ts';
import { conversationNotFound } from './messaging-errors.ts';
import type { ReportedRepository, ReportedRow } from './reported-repository.ts';

/**
 * The admins' "Reported Conversations" (issue #19): an admin reads a conversation only once
 * one of its parties reported it; any other conversation is a 404 to them, as to a stranger.
 */
export function createMessagingAdmin(deps: {
  reported: ReportedRepository;
  messages: MessagesRepository;
  publicUrl: string;
}) {
  const { reported, messages, publicUrl } = deps;

  const toReported = (row: ReportedRow): ReportedConversation => ({
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
    /**
     * Issue #46: the conversation of a disputed deal's pair (the admin reads it on the case
     * page; the disputes room decides who may ask), or null when they never wrote.
     */
    async ofDeal(listingId: string, buyerId: string, limit = 200) {
      const rows = await messages.ofDeal(listingId, buyerId, limit);
      if (rows.length === 0) return null;
      return rows.map(({ m, sellerId }) => ({
        from: m.senderId === sellerId ? ('seller' as const) : ('buyer' as const),
        text: m.text,
        photos: m.photos.map((photo) => absoluteImageUrl(publicUrl, photo)),
        createdAt: m.createdAt.toISOString(),
      }));
    },

    /** GET /api/admin/conversations/reported: newest report first. */
    async list(query: PageQuery) {
      const page = toPage(query);
      const rows = await reported.list(page.limit + 1, page.cursor);
      const { items, nextCursor } = paginate(rows, page.limit, (row) => ({
        at: row.c.reportedAt!,
        id: row.c.id,
      }));
      return { items: items.map(toReported), nextCursor: nextCursor ?? null };
    },

    /** GET /api/admin/conversations/:id/messages: only a reported conversation. */
    async messages(id: string, query: MessagesQuery) {
      const row = isUuid(id) ? await reported.find(id) : undefined;
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
