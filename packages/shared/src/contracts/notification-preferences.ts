import { z } from 'zod';

/**
 * Notification preferences (issue #39, decision 064): per group of notices and channel. The
 * bell (in the app) is always on; mail and push can be turned off per group. Security and
 * account mail (verification, password reset) is no notice and never follows these.
 */
export const NOTICE_GROUPS = ['messages', 'offers', 'deals', 'alerts', 'reviews'] as const;
export const noticeGroupSchema = z.enum(NOTICE_GROUPS);
export type NoticeGroup = z.infer<typeof noticeGroupSchema>;

/**
 * Which group each notice kind belongs to, as data. A kind missing here counts as `deals`
 * (the group people are least likely to turn off), so a new kind is never silently muted.
 */
export const NOTICE_GROUP_OF: Readonly<Record<string, NoticeGroup>> = {
  message: 'messages',
  offer_received: 'offers',
  offer_countered: 'offers',
  offer_accepted: 'offers',
  offer_declined: 'offers',
  offer_expired: 'offers',
  booked: 'deals',
  paid: 'deals',
  code_entered: 'deals',
  declined: 'deals',
  dispute_opened: 'deals',
  dispute_decided: 'deals',
  refunded: 'deals',
  window_expiring: 'deals',
  handoff_guessing: 'deals',
  dispute_statement_due: 'deals',
  saved_search_alert: 'alerts',
  saved_search_digest: 'alerts',
  price_drop: 'alerts',
  // The moderators' review of a seller's listing.
  listing_approved: 'reviews',
  listing_rejected: 'reviews',
};

export const noticeGroupOf = (kind: string): NoticeGroup => NOTICE_GROUP_OF[kind] ?? 'deals';

/** Before a person chooses: mail as it always went, push on (it only reaches subscribed devices). */
export const DEFAULT_CHANNELS = { mail: true, push: true } as const;

const channelsSchema = z.object({ mail: z.boolean(), push: z.boolean() }).strict();
const channelsReplySchema = z.object({
  inApp: z.literal(true),
  mail: z.boolean(),
  push: z.boolean(),
});

/** PUT /api/notification-preferences: every group's mail and push (the bell is not a choice). */
export const notificationPreferencesBodySchema = z
  .object({
    messages: channelsSchema,
    offers: channelsSchema,
    deals: channelsSchema,
    alerts: channelsSchema,
    reviews: channelsSchema,
  })
  .strict();
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBodySchema>;

/** GET and PUT /api/notification-preferences: the caller's, defaults filled in. */
export const notificationPreferencesReplySchema = z.object({
  messages: channelsReplySchema,
  offers: channelsReplySchema,
  deals: channelsReplySchema,
  alerts: channelsReplySchema,
  reviews: channelsReplySchema,
});
export type NotificationPreferencesReply = z.infer<typeof notificationPreferencesReplySchema>;
