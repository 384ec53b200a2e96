import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema-push.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** A person keeps at most this many browsers; subscribing one more drops the oldest. */
export const SUBSCRIPTIONS_PER_PERSON = 10;

/** All SQL of push_subscriptions (issue #39): modules/push owns the table. */
export function createPushRepository(db: Db) {
  return {
    /**
     * Keeps a browser's subscription for `userId`. The endpoint is the browser's: one already
     * kept (the same person again, or a browser now signed in as someone else) is updated.
     */
    async upsert(
      userId: string,
      sub: { endpoint: string; p256dh: string; auth: string },
    ): Promise<PushSubscriptionRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(pushSubscriptions)
          .values({ userId, ...sub })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: {
              userId,
              p256dh: sub.p256dh,
              auth: sub.auth,
              lastFailureAt: null,
            },
          })
          .returning();
        const keep = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(SUBSCRIPTIONS_PER_PERSON);
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
        return row!;
      });
    },

    /** Removes the caller's own subscription of this endpoint; false when there is none. */
    async removeOwn(userId: string, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    /** Whose devices to push to, in the notice's transaction. */
    forUsers(tx: Db, userIds: string[]) {
      return tx
        .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, userIds));
    },

    async byId(id: string): Promise<PushSubscriptionRow | undefined> {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      return row;
    },

    async markSucceeded(id: string): Promise<void> {
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: sql`now()` })
        .where(eq(pushSubscriptions.id, id));
    },

    async markFailed(id: string): Promise<void> {
      await db
        .update(pushSubscriptions)
        .set({ lastFailureAt: sql`now()` })
        .where(eq(pushSubscriptions.id, id));
    },

    /** The push service said the browser is gone (404/410). */
    async remove(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
