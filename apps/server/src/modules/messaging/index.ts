import { MESSAGING_TEXTS, paths } from '@phonebazaar/shared';
import type { Database, Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { createImageUrlPolicy } from '../../lib/image-url.ts';
import type { UserNotices } from '../notifications/index.ts';
import type { ImageStorage } from '../uploads/index.ts';
import { createConversationActions } from './conversation-actions.ts';
import { type ConversationDeps, createConversationService } from './conversation-service.ts';
import { createConversationsRepository } from './conversations-repository.ts';
import { createMessageEvents } from './message-events.ts';
import { createMessagesRepository } from './messages-repository.ts';
import { createMessagingAdmin } from './messaging-admin.ts';
import { createReportedRepository } from './reported-repository.ts';

export type { MessageEvent, MessageEvents } from './message-events.ts';
export { messagingRoutes } from './messaging-routes.ts';
export { needsSafetyWarning } from './safety-flag.ts';

/**
 * Conversations on a listing (issue #19, decision 034): starting and writing, a party's
 * reading, reports, shared phones and blocks, the admins' reported conversations, and the
 * live announcements (LISTEN/NOTIFY on PostgreSQL, in memory on PGlite).
 */
export function createMessaging(deps: {
  database: Database;
  env: Env;
  storage: ImageStorage;
  publicUrl: string;
  /** In-app notice and mail of a message to someone with nothing unread (optional in tests). */
  userNotices?: UserNotices;
  /** Issue #36: users' door, the account's verified number (a shared phone is that one). */
  verifiedPhoneOf?: (userId: string) => Promise<string | null>;
}) {
  const db = deps.database.db;
  const { publicUrl } = deps;
  const conversations = createConversationsRepository(db);
  const messages = createMessagesRepository(db);
  const events = createMessageEvents({ database: deps.database, url: deps.env.DATABASE_URL });
  const images = createImageUrlPolicy(deps.env);
  /** The stored form of an upload of ours (as a listing's photos are checked), else undefined. */
  const ownImage = async (url: string) => {
    const stored = images.canonical(url);
    return stored && (await deps.storage.hasImage(stored)) ? stored : undefined;
  };
  return {
    events,
    /**
     * Issue #45: a listing's price moved, in the edit's transaction. Each conversation about it
     * is announced again at its newest message, so an open conversation pulls at once and its
     * header shows the new price (the pull's ETag covers the header). Nothing is stored.
     */
    async listingChanged(tx: Db, listingId: string): Promise<void> {
      const about = await conversations.aboutListing(tx, listingId);
      for (const { buyerId, sellerId, ...event } of about) {
        await events.announce(tx, event, [buyerId, sellerId]);
        // PGlite has no NOTIFY: hand over once the edit's transaction has had its turn to commit
        // (one process; the pull it causes is a new request, queued behind the commit).
        setImmediate(() => events.committed(event, [buyerId, sellerId]));
      }
    },
    conversations: createConversationService({
      db,
      conversations,
      messages,
      events,
      ownImage,
      publicUrl,
      ...(deps.userNotices ? { tell: tellerOf(deps.userNotices) } : {}),
    }),
    actions: createConversationActions({
      db,
      conversations,
      messages,
      publicUrl,
      verifiedPhoneOf: deps.verifiedPhoneOf,
    }),
    admin: createMessagingAdmin({
      reported: createReportedRepository(db),
      messages,
      publicUrl,
    }),
  };
}

/** A message notice: the bell and a mail linking to the conversation. */
function tellerOf(userNotices: UserNotices): NonNullable<ConversationDeps['tell']> {
  return async (tx, n) => {
    await userNotices.send(tx, {
      userId: n.recipientId,
      kind: 'message',
      title: MESSAGING_TEXTS.notice.title(n.productName),
      body: MESSAGING_TEXTS.notice.body(n.senderName),
      link: paths.dashboard.conversation(n.conversationId),
      mail: { kind: 'message' },
    });
  };
}

export type Messaging = ReturnType<typeof createMessaging>;
