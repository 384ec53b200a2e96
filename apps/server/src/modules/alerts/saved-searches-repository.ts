import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import {
  alertMailOptOuts,
  savedSearchAlerts,
  savedSearches,
  savedSearchKeys,
} from '../../db/schema-alerts.ts';
import type { ProbeKey, SavedFilters } from './saved-search-filters.ts';

export type Frequency = 'instant' | 'daily' | 'weekly' | 'off';

const columns = {
  id: savedSearches.id,
  userId: savedSearches.userId,
  name: savedSearches.name,
  frequency: savedSearches.frequency,
  query: savedSearches.query,
  createdAt: savedSearches.createdAt,
};

export type SavedSearchRow = {
  id: string;
  userId: string;
  name: string;
  frequency: Frequency;
  query: string;
  createdAt: Date;
};

/** The saved_searches rows and their probe keys, always keyed by the owner's id. */
export function createSavedSearchesRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>) => db.transaction(work),

    /** Locks the person's row: two saves at once cannot both see 19. */
    async lockUser(tx: Db, userId: string): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async count(tx: Db, userId: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId));
      return Number(row?.n ?? 0);
    },

    async list(userId: string): Promise<SavedSearchRow[]> {
      return db
        .select(columns)
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
    },

    async insert(
      tx: Db,
      row: { userId: string; name: string; frequency: Frequency; query: string },
      filters: SavedFilters,
      keys: ProbeKey[],
    ): Promise<SavedSearchRow> {
      const [saved] = await tx
        .insert(savedSearches)
        .values({ ...row, ...filters })
        .returning(columns);
      await tx
        .insert(savedSearchKeys)
        .values(keys.map((k) => ({ ...k, savedSearchId: saved!.id })))
        .onConflictDoNothing();
      return saved!;
    },

    /** Renames and/or changes the frequency of the owner's search; undefined if not theirs. */
    async update(
      tx: Db,
      userId: string,
      id: string,
      change: { name?: string; frequency?: Frequency },
    ): Promise<SavedSearchRow | undefined> {
      const [row] = await tx
        .update(savedSearches)
        .set(change)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning(columns);
      return row;
    },

    /** Alerts waiting for a digest are dropped when their search stops being a digest. */
    async dropPendingDigest(tx: Db, savedSearchId: string): Promise<void> {
      await tx
        .update(savedSearchAlerts)
        .set({ digestPending: false })
        .where(
          and(
            eq(savedSearchAlerts.savedSearchId, savedSearchId),
            eq(savedSearchAlerts.digestPending, true),
          ),
        );
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /** One search off (an unsubscribe link); its name, or undefined when it is gone. */
    async turnOff(tx: Db, id: string): Promise<string | undefined> {
      const [row] = await tx
        .update(savedSearches)
        .set({ frequency: 'off' })
        .where(eq(savedSearches.id, id))
        .returning({ name: savedSearches.name });
      if (row) await this.dropPendingDigest(tx, id);
      return row?.name;
    },

    /** Every search of the person off, and price-drop mails stopped (in-app notices stay). */
    async turnAllOff(tx: Db, userId: string): Promise<boolean> {
      const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!person) return false;
      const off = await tx
        .update(savedSearches)
        .set({ frequency: 'off' })
        .where(eq(savedSearches.userId, userId))
        .returning({ id: savedSearches.id });
      if (off.length > 0) {
        await tx
          .update(savedSearchAlerts)
          .set({ digestPending: false })
          .where(
            inArray(
              savedSearchAlerts.savedSearchId,
              off.map((r) => r.id),
            ),
          );
      }
      await tx.insert(alertMailOptOuts).values({ userId }).onConflictDoNothing();
      return true;
    },
  };
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
