import type { Db } from '../../db/client.ts';
import type { NewNotification, NotificationsRepository } from './notifications-repository.ts';
import type { PreferencesService } from './preferences-service.ts';

/** What a push is made from: the notice as the bell shows it (issue #39). */
export interface PushableNotice {
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

/**
 * How written notices reach people's devices, in the notice's transaction (the composition
 * root wires it to the push module, which enqueues one job per subscription).
 */
export type NoticePush = (tx: Db, notices: PushableNotice[]) => Promise<void>;

/**
 * The one place notices are written (issue #39): every notice that reaches the bell is also
 * handed to `push` when its person's push preference for its group is on, and the caller
 * learns whether its person wants it mailed. All in the caller's transaction.
 */
export function createNoticeWriter(deps: {
  repository: NotificationsRepository;
  preferences: PreferencesService;
  push?: NoticePush | undefined;
}) {
  const { repository, preferences, push } = deps;
  return {
    /**
     * Writes `rows` (`once`: a deal's notice, skipped when its person was already told) and
     * answers, for each row, whether it was written and whether it may be mailed.
     */
    async write(
      tx: Db,
      rows: NewNotification[],
      options: { once?: boolean } = {},
    ): Promise<{ id: string | undefined; mail: boolean }[]> {
      if (rows.length === 0) return [];
      const channels = await preferences.channelsOf(
        tx,
        rows.map((r) => r.userId),
      );
      let ids: (string | undefined)[];
      if (options.once) {
        ids = [];
        for (const row of rows) ids.push(await repository.insertOnce(tx, row));
      } else {
        ids = await repository.insertMany(tx, rows);
      }
      const pushed = rows.filter((r, i) => ids[i] && channels(r.userId, r.kind).push);
      if (push && pushed.length > 0) {
        await push(
          tx,
          pushed.map(({ userId, kind, title, body, link }) => ({
            userId,
            kind,
            title,
            body,
            link,
          })),
        );
      }
      return rows.map((r, i) => ({
        id: ids[i],
        mail: channels(r.userId, r.kind).mail,
      }));
    },
  };
}

export type NoticeWriter = ReturnType<typeof createNoticeWriter>;
