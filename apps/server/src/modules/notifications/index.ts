import type { Db, Tx } from '../../db/client.ts';
import type { MailService } from '../mail/index.ts';
import type { DealNotice } from './deal-notices.ts';
import { createDealNotices } from './deal-notices.ts';
import { createNoticeWriter, type NoticePush } from './notice-writer.ts';
import { createNotificationsRepository } from './notifications-repository.ts';
import { createNotificationsService } from './notifications-service.ts';
import { createPreferencesRepository } from './preferences-repository.ts';
import { createPreferencesService } from './preferences-service.ts';
import { createUserNotices } from './user-notices.ts';

export type { DealNotice, DealNotices } from './deal-notices.ts';
export type { NoticePush, PushableNotice } from './notice-writer.ts';
export { notificationsRoutes } from './notifications-routes.ts';
export type { NotificationsService } from './notifications-service.ts';
export { notificationPreferencesRoutes } from './preferences-routes.ts';
export type { PreferencesService } from './preferences-service.ts';
export type { UserNotice, UserNotices } from './user-notices.ts';

/**
 * How a room tells a deal's two parties a step happened (bookings, payments, settlement's
 * sweeps), in the step's transaction; the composition root wires it to `dealNotices.send`.
 */
export type DealNotify = (tx: Tx, notice: DealNotice) => Promise<void>;

/**
 * Notifications (issue #18): `dealNotices.send(tx, { kind, bookingId })` for the modules that
 * move a deal on, and the signed-in person's list and "mark as read".
 */
export function createNotifications(deps: {
  db: Db;
  mail: MailService;
  publicUrl: string;
  /** Issue #39: how a written notice is pushed to its person's devices. */
  push?: NoticePush;
}) {
  const repository = createNotificationsRepository(deps.db);
  // Issue #39 (decision 064): mail and push per group of notices; this module owns the table.
  const preferences = createPreferencesService(createPreferencesRepository(deps.db), deps.db);
  const writer = createNoticeWriter({ repository, preferences, push: deps.push });
  const { mail, publicUrl } = deps;
  return {
    dealNotices: createDealNotices({ repository, writer, mail, publicUrl }),
    service: createNotificationsService(repository),
    preferences,
    /** Issue #20: one person's notice (alerts, offers), with or without a mail. */
    userNotices: createUserNotices({ mail, publicUrl, writer }),
  };
}
