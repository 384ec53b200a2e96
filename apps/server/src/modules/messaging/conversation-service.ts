import {
  type Conversation,
  type ConversationsReply,
  MESSAGES_PER_HOUR,
  type Message,
  NEW_CONVERSATIONS_PER_DAY_YOUNG,
  type PageQuery,
  type SendMessageBody,
  type StartConversationBody,
  type StartConversationReply,
  YOUNG_ACCOUNT_DAYS,
} from '@phonebazaar/shared';
import type { Db } from '../../db/client.ts';
import { paginate } from '../../lib/cursor.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { toPage } from '../../lib/pagination.ts';
import { storedPhotos as storedPhotosOf } from '../../lib/stored-photos.ts';
import type { ConversationRecord, ConversationsRepository } from './conversations-repository.ts';
import type { MessageEvents } from './message-events.ts';
import { toConversation, toMessage } from './message-view.ts';
import type { MessageRow, MessagesRepository } from './messages-repository.ts';
import {
  blockedError,
  conversationLimit,
  conversationNotFound,
  messageLimit,
} from './messaging-errors.ts';
import { needsSafetyWarning } from './safety-flag.ts';

export interface ConversationDeps {
  db: Db;
  conversations: ConversationsRepository;
  messages: MessagesRepository;
  events: MessageEvents;
  /** The stored form of an upload of ours, else undefined (as decline photos are checked). */
  ownImage: (url: string) => Promise<string | undefined>;
  publicUrl: string;
  /**
   * Tells the other party of a message that arrived when they had nothing unread in the
   * conversation (in the app and by mail): one notice per burst, not one per message.
   */
  tell?: (
    tx: Db,
    notice: {
      recipientId: string;
      conversationId: string;
      productName: string;
      senderName: string;
    },
  ) => Promise<void>;
}

const DAY_MS = 86_400_000;

/**
 * Starting and writing in conversations (issue #19): one transaction per write, in one lock
 * order (the sender's advisory lock, then the conversation row), so the limits' counts and
 * the seq are decided by whoever holds the locks, on any instance.
 */
export function createConversationService(deps: ConversationDeps) {
  const { db, conversations, messages, events, publicUrl } = deps;

  const storedPhotos = (urls: readonly string[]) => storedPhotosOf(urls, deps.ownImage);

  /** Inside `tx`, after the sender's lock: the hourly limit, the block, then the append. */
  async function appendLocked(
    tx: Db,
    me: string,
    c: ConversationRecord,
    body: { text: string; photos: string[] },
  ): Promise<MessageRow> {
    if (await conversations.blocked(tx, c.buyerId, c.sellerId)) throw blockedError();
    const sent = await messages.sentLastHour(tx, me);
    if (sent.count >= MESSAGES_PER_HOUR) throw messageLimit(sent.oldest);
    const row = await messages.append(tx, c, {
      senderId: me,
      text: body.text,
      photos: body.photos,
      warning: needsSafetyWarning(body.text),
    });
    await events.announce(tx, row, [c.buyerId, c.sellerId]);
    const recipientId = me === c.buyerId ? c.sellerId : c.buyerId;
    const recipientRead = me === c.buyerId ? c.sellerLastReadSeq : c.buyerLastReadSeq;
    if (deps.tell && recipientRead >= c.lastSeq) {
      const facts = await conversations.noticeFacts(tx, c.listingId, me);
      if (facts) await deps.tell(tx, { recipientId, conversationId: c.id, ...facts });
    }
    return row;
  }

  async function viewFor(me: string, id: string): Promise<Conversation> {
    const view = await conversations.view(me, id);
    if (!view) throw conversationNotFound();
    return toConversation(view, me, publicUrl);
  }

  return {
    viewFor,

    /** POST /api/conversations: a new conversation with its first message, or one more. */
    async start(me: string, body: StartConversationBody): Promise<StartConversationReply> {
      const listing = isUuid(body.listingId)
        ? await conversations.liveListing(body.listingId)
        : undefined;
      if (!listing) throw new NotFoundError('Listing', 'LISTING_NOT_FOUND');
      if (listing.sellerId === me) {
        throw new ForbiddenError(
          'You cannot start a conversation about your own listing.',
          'OWN_LISTING',
        );
      }
      const photos = await storedPhotos(body.photos ?? []);
      const { row, to } = await db.transaction(async (tx) => {
        await messages.lockSender(tx, me);
        if (await conversations.blocked(tx, me, listing.sellerId)) throw blockedError();
        let found = await conversations.findByListingAndBuyer(tx, listing.id, me);
        if (!found) {
          const account = await messages.liveUser(me, tx);
          const young =
            account && account.createdAt.getTime() > Date.now() - YOUNG_ACCOUNT_DAYS * DAY_MS;
          if (young) {
            const started = await conversations.startedToday(tx, me);
            if (started.count >= NEW_CONVERSATIONS_PER_DAY_YOUNG)
              throw conversationLimit(started.oldest);
          }
          found = await conversations.insert(tx, {
            listingId: listing.id,
            buyerId: me,
            sellerId: listing.sellerId,
          });
        }
        const c = await conversations.lockForParty(tx, found!.id, me);
        if (!c) throw conversationNotFound();
        const row = await appendLocked(tx, me, c, { text: body.text, photos });
        return { row, to: [c.buyerId, c.sellerId] };
      });
      events.committed(row, to);
      return {
        conversation: await viewFor(me, row.conversationId),
        message: toMessage(row, publicUrl, me),
      };
    },

    /** POST /api/conversations/:id/messages: only a party, and not across a block. */
    async send(me: string, id: string, body: SendMessageBody): Promise<Message> {
      if (!isUuid(id)) throw conversationNotFound();
      const photos = await storedPhotos(body.photos ?? []);
      const { row, to } = await db.transaction(async (tx) => {
        await messages.lockSender(tx, me);
        const c = await conversations.lockForParty(tx, id, me);
        if (!c) throw conversationNotFound();
        const row = await appendLocked(tx, me, c, { text: body.text, photos });
        return { row, to: [c.buyerId, c.sellerId] };
      });
      events.committed(row, to);
      return toMessage(row, publicUrl, me);
    },

    /** GET /api/conversations: the caller's, most recently active first, with unread counts. */
    async list(me: string, query: PageQuery): Promise<ConversationsReply> {
      const page = toPage(query);
      const [rows, unread] = await Promise.all([
        conversations.list(me, page.limit + 1, page.cursor),
        conversations.unreadTotal(me),
      ]);
      const { items, nextCursor } = paginate(rows, page.limit, (row) => ({
        at: row.c.lastMessageAt,
        id: row.c.id,
      }));
      return {
        items: items.map((row) => toConversation(row, me, publicUrl)),
        nextCursor: nextCursor ?? null,
        unread,
      };
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
