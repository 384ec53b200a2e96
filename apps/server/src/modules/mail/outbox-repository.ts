import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { keysetAfter } from '../../lib/pagination.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxStatus = OutboxRow['status'];
/** A mail, or an SMS (issue #36): each has its own worker and sender, one table and page. */
export type OutboxChannel = OutboxRow['channel'];

export interface NewOutboxRow {
  kind: string;
  /** 'mail' when absent. */
  channel?: OutboxChannel | undefined;
  to: string;
  subject: string;
  text: string;
  html?: string | null | undefined;
  /** `kept` when the outbox itself is the delivery (MAIL_URL=outbox). */
  status: 'pending' | 'kept';
}

/** How long a claimed row is left to its worker before another may take it (a crash mid-send). */
const LEASE_SECONDS = 120;

/** All SQL of the outbox (decision 021). */
export function createOutboxRepository(db: Db) {
  return {
    /** Writes one mail; on `tx` it commits (or not) with the change that caused it. */
    async insert(row: NewOutboxRow, tx: Db = db): Promise<string> {
      const [inserted] = await tx
        .insert(outbox)
        .values({
          kind: row.kind,
          channel: row.channel ?? 'mail',
          toEmail: row.to,
          subject: row.subject,
          textBody: row.text,
          htmlBody: row.html ?? null,
          status: row.status,
        })
        .returning({ id: outbox.id });
      if (!inserted) throw new Error('outbox insert returned no row');
      return inserted.id;
    },

    /**
     * Takes up to `limit` due rows for this worker: each gets an attempt counted and its next
     * attempt moved a lease ahead, so another instance (SKIP LOCKED meanwhile, the lease after)
     * never sends it twice, and a crash mid-send only delays it to the lease's end.
     */
    async claimDue(limit: number, channel: OutboxChannel = 'mail'): Promise<OutboxRow[]> {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.status, 'pending'),
            eq(outbox.channel, channel),
            sql`${outbox.nextAttemptAt} <= now()`,
          ),
        )
        .orderBy(outbox.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        })
        .where(sql`${outbox.id} in (${due})`)
        .returning();
    },

    async markDelivered(id: string, status: 'sent' | 'kept') {
      await db
        .update(outbox)
        .set({ status, sentAt: sql`now()`, lastError: null })
        .where(eq(outbox.id, id));
    },

    /** A failed attempt: tried again after `retryInSeconds`, or `failed` for good. */
    async markAttemptFailed(id: string, error: string, retryInSeconds: number | null) {
      await db
        .update(outbox)
        .set(
          retryInSeconds === null
            ? { status: 'failed', lastError: error }
            : {
                lastError: error,
                nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
              },
        )
        .where(eq(outbox.id, id));
    },

    /** Seconds until the earliest pending row is due (0 if one is due now); null if none. */
    async secondsToNextDue(channel: OutboxChannel = 'mail'): Promise<number | null> {
      const [row] = await db
        .select({
          seconds: sql<
            number | null
          >`extract(epoch from min(${outbox.nextAttemptAt}) - now())::float8`,
        })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), eq(outbox.channel, channel)));
      const seconds = row?.seconds;
      return seconds === null || seconds === undefined ? null : Math.max(0, Number(seconds));
    },

    /** Issue #40 (metrics): rows still to be delivered, by channel. */
    async backlog(): Promise<{ channel: OutboxChannel; count: number }[]> {
      return db
        .select({ channel: outbox.channel, count: sql<number>`count(*)::int` })
        .from(outbox)
        .where(eq(outbox.status, 'pending'))
        .groupBy(outbox.channel);
    },

    /** Newest first, keyset-paginated like the other admin lists (the caller asks one row more). */
    list(limit: number, after: Cursor | undefined): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(keysetAfter(outbox.createdAt, outbox.id, after))
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
