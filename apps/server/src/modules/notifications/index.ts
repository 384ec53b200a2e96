import type { Db, Tx } from '../../db/client.ts';
import type { MailService } from '../mail/index.ts';
import type { DealNotice } from './deal-notices.ts';
import { createDealNotices } from './deal-notices.ts';
import { createNotificationsRepository } from './notifications-repository.ts';
import { createNotificationsService } from './notifications-service.ts';
import { createUserNotices } from './user-notices.ts';

export type { DealNotice, DealNotices } from './deal-notices.ts';
export { notificationsRoutes } from './notifications-routes.ts';
export type { NotificationsService } from './notifications-service.ts';
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
export function createNotifications(deps: { db: Db; mail: MailService; publicUrl: string }) {
  const repository = createNotificationsRepository(deps.db);
  return {
    dealNotices: createDealNotices({ repository, mail: deps.mail, publicUrl: deps.publicUrl }),
    service: createNotificationsService(repository),
    /** Issue #20: one person's notice (alerts, offers), with or without a mail. */
    userNotices: createUserNotices({ mail: deps.mail, publicUrl: deps.publicUrl }),
  };
}
