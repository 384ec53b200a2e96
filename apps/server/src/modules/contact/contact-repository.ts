import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages, users } from '../../db/schema.ts';
import type { Cursor } from '../../lib/cursor.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export interface NewContactMessage {
  fullName: string;
  email: string;
  message: string;
}

/** All SQL of Contact Us (issue #23 item 3). */
export function createContactRepository(db: Db) {
  return {
    /** Runs `work` in one transaction, so a message and its mails exist together or not at all. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async insert(row: NewContactMessage, tx: Db = db): Promise<ContactMessageRow> {
      const [inserted] = await tx.insert(contactMessages).values(row).returning();
      if (!inserted) throw new Error('contact message insert returned no row');
      return inserted;
    },

    /** Emails of the live admins, who receive each message; bounded so a message is a few mails. */
    async adminEmails(limit: number, tx: Db = db): Promise<string[]> {
      const rows = await tx
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
        .orderBy(users.email)
        .limit(limit);
      return rows.map((row) => row.email);
    },

    /** Newest first, keyset-paginated like the other admin lists (the caller asks one row more). */
    list(limit: number, after: Cursor | undefined): Promise<ContactMessageRow[]> {
      return db
        .select()
        .from(contactMessages)
        .where(
          after
            ? sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        )
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit);
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
