import type { AdminSeller } from '@phonebazaar/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getPageWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';
import { adminListOptions, pagePath } from './admin-keys';

/** GET /api/sellers (admin): live sellers with their verified flag (All Seller). */
export function getSellers(email: string, cursor?: string, search?: string) {
  return getPageWithAccessToken<AdminSeller>(pagePath('/sellers', cursor, search), email);
}

export function sellersQueryOptions(email: string, search = '') {
  return adminListOptions<AdminSeller>(adminKeys.sellers, email, getSellers, search);
}

export function useSellers(search = '') {
  return useInfiniteQuery(sellersQueryOptions(useSession().user?.email ?? '', search));
}
