import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { imeiBlocklist, products, reports } from '../../db/schema.ts';

/** The reason a duplicate-IMEI attempt shows with in the admin's Reported Items. */
export const DUPLICATE_IMEI_REASON = 'Duplicate IMEI';

/**
 * Takes the IMEI's lock for the rest of `tx` and says whether it is blocked. Blocking an IMEI
 * (modules/imei) takes the same lock, so a listing added while an admin blocks its IMEI either
 * sees the block or is withdrawn by it: none slips between the check and the insert.
 */
export async function lockImeiAndCheckBlocked(tx: Tx, imeiHash: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${imeiHash}, 16))`);
  const rows = await tx
    .select({ id: imeiBlocklist.id })
    .from(imeiBlocklist)
    .where(eq(imeiBlocklist.imeiHash, imeiHash));
  return rows.length > 0;
}

/** The IMEI side of listings: who already lists a phone, and reporting an attempt at it. */
export function createImeiGuardRepository(db: Db) {
  return {
    /**
     * A seller tried to list a phone another live listing has: a report on that listing by the
     * seller who tried (one per pair, as every report), unless it is their own listing.
     */
    async reportDuplicate(imeiHash: string, reporterId: string): Promise<void> {
      await db.execute(sql`
        insert into ${reports} (product_id, reporter_id, reason)
        select ${products.id}, ${reporterId}::uuid, ${DUPLICATE_IMEI_REASON}
        from ${products}
        where ${products.imeiHash} = ${imeiHash} and ${products.sold} = false
          and ${products.deletedAt} is null and ${products.sellerId} <> ${reporterId}::uuid
        on conflict (product_id, reporter_id) do nothing`);
    },
  };
}

export type ImeiGuardRepository = ReturnType<typeof createImeiGuardRepository>;
