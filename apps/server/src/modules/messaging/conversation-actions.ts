import type {
  Conversation,
  MessagesQuery,
  MessagesReply,
  ReportConversationBody,
  SharePhoneBody,
} from '@phonebazaar/shared';
import { formatPhone } from '@phonebazaar/shared/phone-number';
import type { Db } from '../../db/client.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ConversationsRepository } from './conversations-repository.ts';
import { messagePage } from './message-pages.ts';
import { toConversation, toMessage } from './message-view.ts';
import type { MessagesRepository } from './messages-repository.ts';
import { conversationNotFound } from './messaging-errors.ts';

/**
 * A party's reading, reporting and phone sharing, and blocks (issue #19). Someone who is not
 * a party gets the 404 of a conversation that does not exist: existence is not revealed.
 */
export function createConversationActions(deps: {
  db: Db;
  conversations: ConversationsRepository;
  messages: MessagesRepository;
  publicUrl: string;
  /** Issue #36: the account's verified number (users' door), shared instead of a typed one. */
  verifiedPhoneOf?: ((userId: string) => Promise<string | null>) | undefined;
}) {
  const { db, conversations, messages, publicUrl } = deps;

  async function viewFor(me: string, id: string, tx: Db = db): Promise<Conversation> {
    const view = isUuid(id) ? await conversations.view(me, id, tx) : undefined;
    if (!view) throw conversationNotFound();
    return toConversation(view, me, publicUrl);
  }

  /** Locks the conversation for a party's change, applies it, answers the new view. */
  async function change(
    me: string,
    id: string,
    apply: (
      c: NonNullable<Awaited<ReturnType<typeof conversations.lockForParty>>>,
      tx: Db,
    ) => Promise<void>,
  ): Promise<Conversation> {
    if (!isUuid(id)) throw conversationNotFound();
    return db.transaction(async (tx) => {
      const c = await conversations.lockForParty(tx, id, me);
      if (!c) throw conversationNotFound();
      await apply(c, tx);
      return viewFor(me, id, tx);
    });
  }

  return {
    /** GET /api/conversations/:id/messages */
    async messages(me: string, id: string, query: MessagesQuery): Promise<MessagesReply> {
      const conversation = await viewFor(me, id);
      const { rows, nextCursor } = await messagePage(messages, id, query);
      return {
        conversation,
        items: rows.map((row) => toMessage(row, publicUrl, me)),
        nextCursor,
      };
    },

    /** POST /api/conversations/:id/read: everything up to the newest message; how many were new. */
    async read(me: string, id: string): Promise<{ modifiedCount: number }> {
      let modifiedCount = 0;
      await change(me, id, async (c, tx) => {
        const buyer = c.buyerId === me;
        const before = buyer ? c.buyerLastReadSeq : c.sellerLastReadSeq;
        modifiedCount = c.lastSeq - before;
        if (modifiedCount > 0) {
          await conversations.update(
            tx,
            c.id,
            buyer ? { buyerLastReadSeq: c.lastSeq } : { sellerLastReadSeq: c.lastSeq },
          );
        }
      });
      return { modifiedCount };
    },

    /** POST /api/conversations/:id/report: the first report stands (admins may then read). */
    report: (me: string, id: string, body: ReportConversationBody) =>
      change(me, id, async (c, tx) => {
        if (c.reportedAt) return;
        await conversations.update(tx, c.id, {
          reportedAt: new Date(),
          reportedBy: me,
          reportReason: body.reason.trim(),
        });
      }),

    /** POST /api/conversations/:id/share-phone: the caller's own number, by their own choice. */
    sharePhone: async (me: string, id: string, body: SharePhoneBody) => {
      // Issue #36: a verified number is the one shared (in the one display format), whatever
      // was typed. Read before the transaction: on PGlite a read beside it would wait for it.
      const verified = await deps.verifiedPhoneOf?.(me);
      const phone = verified ? formatPhone(verified) : body.phone.trim();
      return change(me, id, async (c, tx) => {
        await conversations.update(
          tx,
          c.id,
          c.buyerId === me ? { buyerSharedPhone: phone } : { sellerSharedPhone: phone },
        );
      });
    },

    /** POST/DELETE /api/users/:id/block */
    async setBlock(me: string, userId: string, blocked: boolean): Promise<{ blocked: boolean }> {
      if (userId === me) {
        throw new BadRequestError('You cannot block yourself.', undefined, 'CANNOT_BLOCK_SELF');
      }
      const target = isUuid(userId) ? await messages.liveUser(userId) : undefined;
      if (!target) throw new NotFoundError('User', 'USER_NOT_FOUND');
      if (blocked) await messages.block(me, userId);
      else await messages.unblock(me, userId);
      return { blocked };
    },
  };
}

export type ConversationActions = ReturnType<typeof createConversationActions>;
