import type { ReportedProduct } from '@phonebazaar/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getPageWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';
import { adminListOptions, pagePath } from './admin-keys';

/**
 * GET /api/report (admin): listings with reports, most recently reported first, with
 * their report count and the reasons given (Reported Items).
 */
export function getReportedItems(email: string, cursor?: string) {
  return getPageWithAccessToken<ReportedProduct>(pagePath('/report', cursor), email);
}

export function reportedItemsQueryOptions(email: string) {
  return adminListOptions<ReportedProduct>(adminKeys.reports, email, getReportedItems);
}

export function useReportedItems() {
  return useInfiniteQuery(reportedItemsQueryOptions(useSession().user?.email ?? ''));
}
