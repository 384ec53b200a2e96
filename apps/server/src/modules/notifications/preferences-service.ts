import {
  DEFAULT_CHANNELS,
  NOTICE_GROUPS,
  type NotificationPreferencesBody,
  type NotificationPreferencesReply,
  noticeGroupOf,
} from '@phonebazaar/shared';
import type { Db } from '../../db/client.ts';
import type { Channels, PreferencesRepository } from './preferences-repository.ts';

/**
 * Notification preferences (issue #39, decision 064): the caller's own (GET, PUT), and what
 * the notice writer asks before it mails or pushes a notice.
 */
export function createPreferencesService(repository: PreferencesRepository, db: Db) {
  return {
    async get(userId: string): Promise<NotificationPreferencesReply> {
      const mine = (await repository.read(db, [userId])).get(userId);
      return Object.fromEntries(
        NOTICE_GROUPS.map((group) => [
          group,
          { inApp: true, ...(mine?.get(group) ?? DEFAULT_CHANNELS) },
        ]),
      ) as NotificationPreferencesReply;
    },

    async put(userId: string, body: NotificationPreferencesBody) {
      await repository.replace(userId, body);
      return this.get(userId);
    },

    /** In the notice's transaction: each person's channels for a kind of notice. */
    async channelsOf(
      tx: Db,
      userIds: string[],
    ): Promise<(userId: string, kind: string) => Channels> {
      const rows = await repository.read(tx, [...new Set(userIds)]);
      return (userId, kind) => rows.get(userId)?.get(noticeGroupOf(kind)) ?? DEFAULT_CHANNELS;
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
