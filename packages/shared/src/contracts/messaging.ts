import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../constants.ts';
import { SAFETY_WARNING_KINDS } from '../safety-warning.ts';
import { MESSAGE_PHOTOS_MAX, MESSAGE_TEXT_MAX } from './messaging-limits.ts';

/**
 * On-site conversations (issue #19): one per (listing, buyer). The seller's contact details stay
 * private; a phone number is shown to the other party only when its owner shares it.
 */
export { MESSAGE_PHOTOS_MAX, MESSAGE_TEXT_MAX } from './messaging-limits.ts';
/** Limits (429 with the limit in the message). */
export const MESSAGES_PER_HOUR = 60;
export const NEW_CONVERSATIONS_PER_DAY_YOUNG = 10;
export const YOUNG_ACCOUNT_DAYS = 7;
export const CONVERSATION_REPORT_REASON_MAX = 1000;

const messageText = z
  .string()
  .trim()
  .min(1, 'Write a message')
  .max(MESSAGE_TEXT_MAX, `A message is at most ${MESSAGE_TEXT_MAX} characters`);
/** Image URLs from the existing upload flow (the server accepts only its own uploads). */
const messagePhotos = z
  .array(z.string().url().max(2048))
  .max(MESSAGE_PHOTOS_MAX, `At most ${MESSAGE_PHOTOS_MAX} photos`);

/** POST /api/conversations: starts (or continues) the caller's conversation about a listing. */
export const startConversationBodySchema = z
  .object({ listingId: z.string().max(100), text: messageText, photos: messagePhotos.optional() })
  .strict();
export type StartConversationBody = z.input<typeof startConversationBodySchema>;

/** POST /api/conversations/:id/messages */
export const sendMessageBodySchema = z
  .object({ text: messageText, photos: messagePhotos.optional() })
  .strict()
  // Shown in the API reference (issue #40).
  .meta({
    examples: [
      { text: 'Is the battery health still above 90%? I can meet in Dhanmondi on Friday.' },
    ],
  });
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  /** True when the caller wrote it. */
  mine: z.boolean(),
  text: z.string(),
  photos: z.array(z.string()),
  /**
   * The text looks like an attempt to move the deal off the site (a phone number, an email, a
   * chat-app link, "QR", paying outside): the reader sees a warning banner. Never a block.
   */
  warning: z.boolean(),
  /** What the warning is about, so its words match it (issue #45 item 4); null without one. */
  warningKind: z.enum(SAFETY_WARNING_KINDS).nullable().optional(),
  /** ISO instant; messages of one conversation are strictly ordered by (createdAt, seq). */
  createdAt: z.string(),
  seq: z.number().int().positive(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationPartySchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  /** The party's phone number, only when that party chose to share it with this conversation. */
  sharedPhone: z.string().nullable(),
});

export const conversationSchema = z.object({
  id: z.string(),
  listing: z.object({
    id: z.string(),
    productName: z.string(),
    productImg: z.string(),
    sellingPrice: z.number(),
  }),
  /** Whether the caller is the listing's seller or the buyer asking. */
  role: z.enum(['buyer', 'seller']),
  /** The other person. */
  other: conversationPartySchema,
  /** The caller's own number when shared, so the page can say so. */
  mySharedPhone: z.string().nullable(),
  lastMessage: messageSchema.nullable(),
  unread: z.number().int().nonnegative(),
  /** The caller blocked the other person, or was blocked: no one can write any more. */
  blocked: z.boolean(),
  /** The caller is the one who blocked (only they can unblock); false when they were blocked. */
  blockedByMe: z.boolean(),
  reported: z.boolean(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/conversations: the caller's, most recently active first. */
export const conversationsReplySchema = z.object({
  items: z.array(conversationSchema),
  nextCursor: z.string().nullable(),
  /** Unread messages over all the caller's conversations (the navbar badge). */
  unread: z.number().int().nonnegative(),
});
export type ConversationsReply = z.infer<typeof conversationsReplySchema>;

/** POST /api/conversations answers the conversation and the message just written. */
export const startConversationReplySchema = z.object({
  conversation: conversationSchema,
  message: messageSchema,
});
export type StartConversationReply = z.infer<typeof startConversationReplySchema>;

/**
 * GET /api/conversations/:id/messages?cursor&after: oldest first within a page. `cursor` pages
 * back in history; `after` (a seq) asks only for newer messages (live polling, with ETag).
 */
export const messagesQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
    cursor: z.string().max(200).optional(),
    after: z.coerce.number().int().nonnegative().optional(),
  })
  .strict();
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const messagesReplySchema = z.object({
  conversation: conversationSchema,
  items: z.array(messageSchema),
  /** Cursor for older messages, or null at the beginning. */
  nextCursor: z.string().nullable(),
});
export type MessagesReply = z.infer<typeof messagesReplySchema>;

export const conversationReadReplySchema = z.object({
  modifiedCount: z.number().int().nonnegative(),
});

/** POST /api/conversations/:id/report */
export const reportConversationBodySchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1, 'Say what is wrong')
      .max(CONVERSATION_REPORT_REASON_MAX, `At most ${CONVERSATION_REPORT_REASON_MAX} characters`),
  })
  .strict();
export type ReportConversationBody = z.input<typeof reportConversationBodySchema>;

/** POST /api/conversations/:id/share-phone: shows the caller's number to the other party. */
export const sharePhoneBodySchema = z
  .object({
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a phone number'),
  })
  .strict();
export type SharePhoneBody = z.input<typeof sharePhoneBodySchema>;

/** POST /api/users/:id/block (and DELETE to unblock). */
export const blockReplySchema = z.object({ blocked: z.boolean() });

/** GET /api/admin/conversations/reported: only reported conversations, newest report first. */
export const reportedConversationSchema = z.object({
  id: z.string(),
  listing: conversationSchema.shape.listing,
  buyer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  seller: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  reportedBy: z.object({ id: z.string(), name: z.string() }),
  reason: z.string(),
  reportedAt: z.string(),
  messageCount: z.number().int().nonnegative(),
});
export type ReportedConversation = z.infer<typeof reportedConversationSchema>;
export const reportedConversationsReplySchema = z.object({
  items: z.array(reportedConversationSchema),
  nextCursor: z.string().nullable(),
});
/** GET /api/admin/conversations/:id/messages: a reported conversation, oldest first. */
export const adminConversationMessagesReplySchema = z.object({
  conversation: reportedConversationSchema,
  items: z.array(messageSchema.omit({ mine: true })),
  nextCursor: z.string().nullable(),
});

/**
 * GET /api/conversations/events: server-sent events for the caller (a bearer token, so a
 * `fetch` stream rather than EventSource). `event: message` with `data` a conversationEvent
 * whenever a message arrives in one of the caller's conversations (theirs too); `event: resync`
 * when announcements may have been missed (refetch). The server ends the stream after `wait`
 * seconds (default 50; 0 answers at once, a probe): reconnect, then refetch what is shown.
 */
export const CONVERSATION_EVENTS_WAIT_DEFAULT = 50;
export const conversationEventsQuerySchema = z
  .object({ wait: z.coerce.number().int().min(0).max(300).optional() })
  .strict();
export type ConversationEventsQuery = z.infer<typeof conversationEventsQuerySchema>;
export const conversationEventSchema = z.object({
  conversationId: z.string(),
  seq: z.number().int().positive(),
});
export type ConversationEvent = z.infer<typeof conversationEventSchema>;
