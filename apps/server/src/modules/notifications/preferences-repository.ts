import type { NoticeGroup, NotificationPreferencesBody } from '@phonebazaar/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema.ts';

export interface Channels {
  mail: boolean;
  push: boolean;
}

/** All SQL of notification_preferences (issue #39); the notifications module owns the table. */
export function createPreferencesRepository(db: Db) {
  return {
    /** The rows of these people (none: defaults), read in the caller's transaction. */
    async read(tx: Db, userIds: string[]): Promise<Map<string, Map<NoticeGroup, Channels>>> {
      const found = new Map<string, Map<NoticeGroup, Channels>>();
      if (userIds.length === 0) return found;
      const rows = await tx
        .select()
        .from(notificationPreferences)
        .where(inArray(notificationPreferences.userId, userIds));
      for (const row of rows) {
        const mine = found.get(row.userId) ?? new Map<NoticeGroup, Channels>();
        mine.set(row.group as NoticeGroup, { mail: row.mail, push: row.push });
        found.set(row.userId, mine);
      }
      return found;
    },

    /** Writes every group's choice at once (a PUT replaces them all). */
    async replace(userId: string, body: NotificationPreferencesBody): Promise<void> {
      const values = Object.entries(body).map(([group, c]) => ({
        userId,
        group,
        mail: c.mail,
        push: c.push,
      }));
      await db
        .insert(notificationPreferences)
        .values(values)
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.group],
          set: {
            mail: sql`excluded.mail`,
            push: sql`excluded.push`,
            updatedAt: sql`now()`,
          },
        });
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
