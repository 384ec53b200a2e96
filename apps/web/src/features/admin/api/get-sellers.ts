import type { AdminSeller } from '@phonebazaar/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getPageWithAccessToken } from '../../../lib/access-token-client';
import { useSession } from '../../../lib/session';
import { adminKeys, adminListOptions, pagePath } from './admin-keys';

/** GET /api/sellers (admin): live sellers with their verified flag (All Seller). */
export function getSellers(email: string, cursor?: string) {
  return getPageWithAccessToken<AdminSeller>(pagePath('/sellers', cursor), email);
}

export function sellersQueryOptions(email: string) {
  return adminListOptions<AdminSeller>(adminKeys.sellers, email, getSellers);
}

export function useSellers() {
  return useInfiniteQuery(sellersQueryOptions(useSession().user?.email ?? ''));
}
