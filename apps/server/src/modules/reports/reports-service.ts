import type { ReportCategory } from '@phonebazaar/shared';
import type { AuthUser } from '../../lib/access.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertTransition, isShownToEveryone, listingState } from '../listings/index.ts';
import type { SellingRepository } from '../selling/index.ts';
import type { ReportsRepository } from './reports-repository.ts';

export const ALREADY_REPORTED = 'You have already reported this listing.';

/** Reporting a listing (spec §5 report icon rule, product-decisions §3). */
export function createReportsService(reports: ReportsRepository, listings: SellingRepository) {
  return {
    /**
     * A repeat is harmless: 200 with modifiedCount 0 and a message, so a double click or
     * a second visit never looks like an error to the reporter.
     */
    async report(
      user: AuthUser,
      id: string,
      reason: string | undefined,
      category?: ReportCategory | undefined,
    ) {
      const listing = isUuid(id) ? await listings.findLive(id) : undefined;
      // A listing held for review or rejected is unknown to the public (issue #21).
      if (!listing || !isShownToEveryone(listing)) {
        throw new NotFoundError('Product', 'PRODUCT_NOT_FOUND');
      }
      // Admins act on listings directly (delete) instead of reporting them.
      if (user.role === 'admin') {
        throw new ForbiddenError('Admins cannot report listings.', 'ADMIN_CANNOT_REPORT');
      }
      if (listing.sellerId === user.id) {
        throw new ForbiddenError('You cannot report your own listing.', 'OWN_LISTING');
      }
      assertTransition(listingState(listing), 'report');
      // Issue #21: the kind of problem; a report without one (the spec's client) is 'other'.
      const added = await reports.add(id, user.id, reason ?? '', category ?? 'other');
      if (added) return { acknowledged: true as const, modifiedCount: 1 };
      return { acknowledged: true as const, modifiedCount: 0, message: ALREADY_REPORTED };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
