import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../constants.ts';

/**
 * In-app notifications (issue #18): each step of a held deal tells the buyer and/or the
 * seller, in the app and by mail. Newest first, keyset-paged.
 */
export const DEAL_NOTICE_KINDS = [
  'booked',
  'paid',
  'code_entered',
  'declined',
  'dispute_opened',
  'dispute_decided',
  'refunded',
  'window_expiring',
  // Issue #36 N7: ten wrong handoff codes were entered for the buyer's deal.
  'handoff_guessing',
] as const;
export const dealNoticeKindSchema = z.enum(DEAL_NOTICE_KINDS);
export type DealNoticeKind = z.infer<typeof dealNoticeKindSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** An app path (e.g. `/dashboard/myorder`) the notice is about, or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the caller's own, newest first, and how many are unread in all. */
export const notificationsReplySchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unread: z.number().int().nonnegative(),
});
export type NotificationsReply = z.infer<typeof notificationsReplySchema>;

/** Most ids one "mark as read" may name (a page is at most PAGE_SIZE_MAX long). */
export const NOTIFICATIONS_READ_MAX = PAGE_SIZE_MAX;

/** POST /api/notifications/read: ids of the caller's notices; others' ids change nothing. */
export const markNotificationsReadBodySchema = z
  .object({ ids: z.array(z.string().max(100)).min(1).max(NOTIFICATIONS_READ_MAX) })
  .strict();
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBodySchema>;

export const markNotificationsReadReplySchema = z.object({
  modifiedCount: z.number().int().nonnegative(),
});
export type MarkNotificationsReadReply = z.infer<typeof markNotificationsReadReplySchema>;

/**
 * POST /api/notifications/read-all: every unread notice of the caller created at or before
 * `before` (the newest notice the person has seen), so one that arrives meanwhile stays
 * unread; without it, all of them. Not limited to the pages the list has loaded.
 */
export const markAllNotificationsReadBodySchema = z
  .object({ before: z.string().datetime({ offset: true }).optional() })
  .strict();
export type MarkAllNotificationsReadBody = z.infer<typeof markAllNotificationsReadBodySchema>;
