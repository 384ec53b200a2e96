import { paths } from '@phonebazaar/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { MailService } from '../mail/index.ts';
import { NOTIFICATION_PREFERENCES_PATH } from './deal-notices.ts';
import { noticeMail } from './notice-mail.ts';
import type { NoticeWriter } from './notice-writer.ts';

export interface UserNotice {
  userId: string;
  /** A stable kind, e.g. `saved_search_alert`, `price_drop`, `offer_received` (issue #20). */
  kind: string;
  title: string;
  body: string;
  /** An app path the notice is about (e.g. `/listings/<id>`), or null. */
  link: string | null;
  /**
   * Whether a mail goes out too, and what it adds: `false` for in-app only. `unsubscribeUrl`
   * (a signed one-click link) is written under the signature of text and HTML alike.
   */
  mail: false | { kind: string; unsubscribeUrl?: string; unsubscribeText?: string };
}

/**
 * Tells one person something that is not a deal's step (issue #20: alerts and offers): an
 * in-app notice and, unless asked not to, a mail through the outbox, both in the caller's
 * transaction. A deleted account is not told; returns the notice's id, or undefined then.
 * Deduplication and caps are the caller's (each area knows what "once" means for it).
 */
export function createUserNotices(deps: {
  mail: MailService;
  publicUrl: string;
  writer: NoticeWriter;
}) {
  const { mail, publicUrl, writer } = deps;
  const prefsUrl = `${publicUrl}${NOTIFICATION_PREFERENCES_PATH}`;
  const rowOf = (n: UserNotice) => ({
    userId: n.userId,
    kind: n.kind,
    title: n.title,
    body: n.body,
    link: n.link,
    bookingId: null,
  });

  /** The notice's mail, written to the outbox in the caller's transaction. */
  async function enqueue(
    tx: Db,
    person: { name: string; email: string },
    notice: UserNotice,
    extra: Exclude<UserNotice['mail'], false>,
  ) {
    const url = `${publicUrl}${notice.link ?? paths.dashboard.notifications}`;
    const unsub = extra.unsubscribeUrl;
    const { text, html } = noticeMail({
      name: person.name,
      title: notice.title,
      body: notice.body,
      url,
      prefsUrl,
      ...(unsub
        ? { unsubscribe: { text: extra.unsubscribeText ?? 'Unsubscribe:', url: unsub } }
        : {}),
    });
    await mail.enqueueMail(
      { kind: extra.kind, to: person.email, subject: notice.title, text, html },
      tx,
    );
  }

  return {
    async send(tx: Db, notice: UserNotice): Promise<string | undefined> {
      const [person] = await tx
        .select({ name: users.name, email: users.email, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, notice.userId));
      if (!person || person.deletedAt) return undefined;
      // Issue #39: the writer also pushes it, and says whether its person wants it mailed.
      const [told] = await writer.write(tx, [rowOf(notice)]);
      if (notice.mail && told?.mail) await enqueue(tx, person, notice, notice.mail);
      return told?.id;
    },

    /**
     * Many notices at once (issue #20's alerts job: hundreds per listing): the people read in
     * one statement, the notices written in one per 1,000; mails as `send` writes them.
     * Deleted accounts are skipped. Returns how many were written.
     */
    async sendMany(tx: Db, list: UserNotice[]): Promise<number> {
      if (list.length === 0) return 0;
      const ids = [...new Set(list.map((n) => n.userId))];
      const people = new Map(
        (
          await tx
            .select({
              id: users.id,
              name: users.name,
              email: users.email,
              deletedAt: users.deletedAt,
            })
            .from(users)
            .where(inArray(users.id, ids))
        )
          .filter((p) => !p.deletedAt)
          .map((p) => [p.id, p]),
      );
      const live = list.filter((n) => people.has(n.userId));
      const told = await writer.write(tx, live.map(rowOf));
      for (const [i, n] of live.entries()) {
        if (n.mail && told[i]?.mail) await enqueue(tx, people.get(n.userId)!, n, n.mail);
      }
      return live.length;
    },
  };
}

export type UserNotices = ReturnType<typeof createUserNotices>;
