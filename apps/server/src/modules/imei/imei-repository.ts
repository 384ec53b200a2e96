import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { imeiBlocklist, products, reports } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { keysetAfter, type PageRequest } from '../../lib/pagination.ts';
import { audit } from '../audit/index.ts';
import { listingState, listingStateWrites } from '../listings/index.ts';
import { lockImeiAndCheckBlocked } from '../selling/index.ts';

/** The reason a listing taken down by a block shows with among its reports. */
export const BLOCKED_IMEI_REASON = 'Blocked IMEI';

export interface NewBlock {
  imeiHash: string;
  imeiLast4: string;
  note: string;
  createdBy: string;
}

/** A live listing of the blocked phone, with what the listing's state table needs. */
export interface LiveImeiListing {
  id: string;
  sold: boolean;
  booking: boolean;
}

/** The admin's IMEI blocklist (issue #16). */
export function createImeiRepository(db: Db) {
  return {
    list(page: PageRequest) {
      return db
        .select()
        .from(imeiBlocklist)
        .where(keysetAfter(imeiBlocklist.createdAt, imeiBlocklist.id, page.cursor))
        .orderBy(desc(imeiBlocklist.createdAt), desc(imeiBlocklist.id))
        .limit(page.limit + 1);
    },

    /**
     * Blocks the IMEI and withdraws (soft-deletes, as the admin's delete does) the live
     * listings `mayWithdraw` allows, reporting each as 'Blocked IMEI' by the admin, in one
     * transaction under the IMEI's lock (the one adding a listing takes): no listing of the
     * phone is live once this commits. Undefined when the IMEI was already blocked.
     */
    async block(
      entry: NewBlock,
      mayWithdraw: (listing: LiveImeiListing) => boolean,
    ): Promise<{ id: string; withdrawn: number } | undefined> {
      try {
        return await db.transaction(async (tx) => {
          if (await lockImeiAndCheckBlocked(tx, entry.imeiHash)) return undefined;
          const [row] = await tx
            .insert(imeiBlocklist)
            .values(entry)
            .returning({ id: imeiBlocklist.id });
          const live = await tx
            .select({ id: products.id, sold: products.sold, booking: products.booking })
            .from(products)
            .where(
              and(
                eq(products.imeiHash, entry.imeiHash),
                eq(products.sold, false),
                isNull(products.deletedAt),
              ),
            )
            .for('update');
          const withdrawn = live.filter(mayWithdraw);
          const ids = withdrawn.map((l) => l.id);
          for (const { id, ...state } of withdrawn) {
            // Taken down: the listings room's write, with the state read under the lock.
            await listingStateWrites.takeDown(tx, id, listingState(state));
            await tx
              .insert(reports)
              .values({ productId: id, reporterId: entry.createdBy, reason: BLOCKED_IMEI_REASON })
              .onConflictDoNothing({ target: [reports.productId, reports.reporterId] });
          }
          // Audited with the block (issue #18): never the IMEI, only its last four digits.
          await audit(tx, {
            actorId: entry.createdBy,
            action: 'imei.block',
            entity: 'imei_block',
            entityId: row!.id,
            before: null,
            after: { imeiLast4: entry.imeiLast4, note: entry.note, withdrawn: ids },
          });
          return { id: row!.id, withdrawn: ids.length };
        });
      } catch (error) {
        // Two admins blocking one IMEI at once: the second finds it blocked.
        if (isUniqueViolation(error, 'imei_blocklist_imei_hash_unique')) return undefined;
        throw error;
      }
    },

    /** Unblocks, audited in the same transaction (issue #18). */
    async remove(id: string, actorId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(imeiBlocklist)
          .where(eq(imeiBlocklist.id, id))
          .returning({ id: imeiBlocklist.id, imeiLast4: imeiBlocklist.imeiLast4 });
        if (!row) return false;
        await audit(tx, {
          actorId,
          action: 'imei.unblock',
          entity: 'imei_block',
          entityId: row.id,
          before: { imeiLast4: row.imeiLast4 },
          after: null,
        });
        return true;
      });
    },
  };
}

export type ImeiRepository = ReturnType<typeof createImeiRepository>;
export type BlockRow = Awaited<ReturnType<ImeiRepository['list']>>[number];
