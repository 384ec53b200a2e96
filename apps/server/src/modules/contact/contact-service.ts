import {
  CONTACT_TEXTS,
  type ContactMessage,
  type ContactMessageBody,
  PAGE_SIZE_DEFAULT,
  type PageQuery,
  paths,
} from '@phonebazaar/shared';
import type { Db } from '../../db/client.ts';
import { decodeCursor, paginate } from '../../lib/cursor.ts';
import type { ContactMessageRow, ContactRepository } from './contact-repository.ts';

/** What Contact Us needs of mail: writing one inside the message's transaction. */
export interface ContactMail {
  enqueueMail(
    mail: { kind: string; to: string; subject: string; text: string },
    tx?: Db,
  ): Promise<string>;
}

/** A message reaches at most this many admins; more would turn one form into a mail flood. */
const MAX_RECIPIENTS = 20;

const toMessage = (row: ContactMessageRow): ContactMessage => ({
  _id: row.id,
  fullName: row.fullName,
  email: row.email,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

function mailText(row: ContactMessageRow, dashboardUrl: string): string {
  return [
    `${row.fullName} <${row.email}> wrote through Contact Us:`,
    '',
    row.message,
    '',
    `All messages: ${dashboardUrl}`,
  ].join('\n');
}

/** Contact Us (issue #23 item 3): a visitor's message is kept and mailed to the admins. */
export function createContactService(deps: {
  repository: ContactRepository;
  mail: ContactMail;
  publicUrl: string;
}) {
  const { repository, mail } = deps;
  const dashboardUrl = new URL(paths.dashboard.contactMessages, deps.publicUrl).toString();
  return {
    /** Stored and mailed in one transaction: the message exists exactly when its mails do. */
    async send(body: ContactMessageBody): Promise<void> {
      await repository.transaction(async (tx) => {
        const row = await repository.insert(body, tx);
        const subject = CONTACT_TEXTS.mailSubject(row.fullName);
        const text = mailText(row, dashboardUrl);
        for (const to of await repository.adminEmails(MAX_RECIPIENTS, tx)) {
          await mail.enqueueMail({ kind: 'contact-message', to, subject, text }, tx);
        }
      });
    },

    async list(query: PageQuery) {
      const limit = query.limit ?? PAGE_SIZE_DEFAULT;
      const { items, nextCursor } = paginate(
        await repository.list(limit + 1, decodeCursor(query.cursor)),
        limit,
        (row) => ({ at: row.createdAt, id: row.id }),
      );
      return { items: items.map(toMessage), nextCursor };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
