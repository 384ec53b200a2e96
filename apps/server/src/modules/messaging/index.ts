import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { createImageUrlPolicy } from '../../lib/image-url.ts';
import type { ImageStorage } from '../uploads/index.ts';
import { createConversationActions } from './conversation-actions.ts';
import { createConversationService } from './conversation-service.ts';
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
    conversations: createConversationService({
      db,
      conversations,
      messages,
      events,
      ownImage,
      publicUrl,
    }),
    actions: createConversationActions({ db, conversations, messages, publicUrl }),
    admin: createMessagingAdmin({
      reported: createReportedRepository(db),
      messages,
      publicUrl,
    }),
  };
}

export type Messaging = ReturnType<typeof createMessaging>;
