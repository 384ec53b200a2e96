import type { AdminSale } from '@phonebazaar/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getPageWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';
import { adminListOptions, pagePath } from './admin-keys';

/** GET /api/allselling (admin): every booking, paid or not, newest first (All Sell). */
export function getAllSales(email: string, cursor?: string, search?: string) {
  return getPageWithAccessToken<AdminSale>(pagePath('/allselling', cursor, search), email);
}

export function allSalesQueryOptions(email: string, search = '') {
  return adminListOptions<AdminSale>(adminKeys.sales, email, getAllSales, search);
}

export function useAllSales(search = '') {
  return useInfiniteQuery(allSalesQueryOptions(useSession().user?.email ?? '', search));
}
