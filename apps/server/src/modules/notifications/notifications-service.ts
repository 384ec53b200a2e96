import type {
  MarkNotificationsReadReply,
  NotificationsReply,
  PageQuery,
} from '@phonebazaar/shared';
import { paginate } from '../../lib/cursor.ts';
import { isUuid } from '../../lib/ids.ts';
import { toPage } from '../../lib/pagination.ts';
import type { NotificationRow, NotificationsRepository } from './notifications-repository.ts';

const toNotice = (row: NotificationRow) => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** The signed-in person's own notices: the navbar's bell and the Notifications page. */
export function createNotificationsService(repository: NotificationsRepository) {
  return {
    async list(userId: string, query: PageQuery): Promise<NotificationsReply> {
      const page = toPage(query);
      const [rows, unread] = await Promise.all([
        repository.list(userId, page.limit + 1, page.cursor),
        repository.unreadCount(userId),
      ]);
      const { items, nextCursor } = paginate(rows, page.limit, (row) => ({
        at: row.createdAt,
        id: row.id,
      }));
      return { items: items.map(toNotice), nextCursor: nextCursor ?? null, unread };
    },

    /** Ids that are not the caller's (or not ids at all) are simply not counted. */
    async markRead(userId: string, ids: string[]): Promise<MarkNotificationsReadReply> {
      const own = [...new Set(ids.filter(isUuid))];
      return { modifiedCount: own.length ? await repository.markRead(userId, own) : 0 };
    },

    /** "Mark all as read": every unread notice up to what the person has seen. */
    async markAllRead(userId: string, before?: string): Promise<MarkNotificationsReadReply> {
      const upTo = before ? new Date(before) : undefined;
      return { modifiedCount: await repository.markAllRead(userId, upTo) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
