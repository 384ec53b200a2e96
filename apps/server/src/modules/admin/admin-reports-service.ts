import { ADMIN_ERROR_CODES, type PageQuery, type ReportedProduct } from '@phonebazaar/shared';
import { paginate } from '../../lib/cursor.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { toPage } from '../../lib/pagination.ts';
import type { AuditedWrite } from '../audit/index.ts';
import { toProductDto } from '../catalogue/index.ts';
import { BLOCKED_IMEI_REASON } from '../imei/index.ts';
import { assertTransition, listingState } from '../listings/index.ts';
import type { ReportedListingRow, ReportsRepository } from '../reports/index.ts';
import type { SellingRepository } from '../selling/index.ts';

const acknowledged = true as const;
const notFound = () => new NotFoundError('Product', ADMIN_ERROR_CODES.productNotFound);

function toReportedDto(
  row: ReportedListingRow,
  publicUrl: string,
  imei: string | null,
): ReportedProduct {
  // Added to the fresh answer, not spread into a copy (product-dto.ts, issue #22).
  return Object.assign(toProductDto(row, publicUrl), {
    sellerPhone: row.sellerPhone,
    // Admins may read the full IMEI (issue #16): a 'Duplicate IMEI' report is checked with it.
    imei,
    takenDown: row.takenDown,
    reportCount: row.reportCount,
    reasons: row.reasons,
    // Issue #21 (additive): the categories its reports gave.
    categories: row.categories,
    lastReportedAt: row.lastReportedAt.toISOString(),
  });
}

/** The admin's Reported Items screen (spec §2, §4, §7 report calls; issue #6). */
export function createAdminReportsService(
  reports: ReportsRepository,
  listings: SellingRepository,
  publicUrl: string,
  /** Decrypts a stored IMEI (the selling room's key); undefined when it cannot. */
  readImei: (stored: string) => string | undefined,
  /** Each change an admin makes is audited with it (issue #18). */
  audited: AuditedWrite,
) {
  /** A malformed, unknown or deleted listing is 404: it is not on the reported list. */
  async function findLive(id: string) {
    const listing = isUuid(id) ? await listings.findLive(id) : undefined;
    if (!listing) throw notFound();
    return listing;
  }

  return {
    async list(query: PageQuery) {
      const page = toPage(query);
      const { items, nextCursor } = paginate(
        await reports.listReportedListings(page, BLOCKED_IMEI_REASON),
        page.limit,
        (row) => ({ at: row.lastReportedAt, id: row.id }),
      );
      const stored = await listings.imeiCiphertexts(items.map((row) => row.id));
      const imeiOf = (id: string) => {
        const text = stored.get(id);
        return text === undefined ? null : (readImei(text) ?? null);
      };
      return {
        items: items.map((row) => toReportedDto(row, publicUrl, imeiOf(row.id))),
        nextCursor,
      };
    },

    /**
     * Takes the listing off the market: the same soft delete as an admin's
     * DELETE /api/product/:id, so its bookings, sale and reports keep pointing at it.
     */
    async removeListing(id: string, actorId: string) {
      const listing = await findLive(id);
      assertTransition(listingState(listing), 'delete');
      const deleted = await audited(
        (tx) => listings.softDelete(id, tx),
        (done) =>
          done
            ? {
                actorId,
                action: 'listing.delete_reported',
                entity: 'listing',
                entityId: listing.id,
                before: { sellerId: listing.sellerId, sold: listing.sold, deleted: false },
                after: { deleted: true },
              }
            : null,
      );
      // Deleted by someone else between the two statements.
      if (!deleted) throw notFound();
      return { acknowledged, deletedCount: 1 };
    },

    /**
     * Nothing wrong with the listing: its reports go and it leaves the list. A listing an IMEI
     * block took down is on the list too, and leaves it the same way once an admin has seen it.
     */
    async dismiss(id: string, actorId: string) {
      const live = isUuid(id) ? await listings.findLive(id) : undefined;
      if (!live && !(isUuid(id) && (await reports.hasReason(id, BLOCKED_IMEI_REASON)))) {
        throw notFound();
      }
      const deletedCount = await audited(
        (tx) => reports.dismiss(id, tx),
        (count) =>
          count > 0
            ? {
                actorId,
                action: 'reports.dismiss',
                entity: 'listing',
                entityId: id.toLowerCase(),
                before: { reports: count },
                after: { reports: 0 },
              }
            : null,
      );
      return { acknowledged, deletedCount };
    },
  };
}

export type AdminReportsService = ReturnType<typeof createAdminReportsService>;
