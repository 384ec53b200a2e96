import type { AdminBuyer } from '@phonebazaar/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getPageWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';
import { adminListOptions, pagePath } from './admin-keys';

/** GET /api/buyers (admin): live buyers (All Buyers). */
export function getBuyers(email: string, cursor?: string, search?: string) {
  return getPageWithAccessToken<AdminBuyer>(pagePath('/buyers', cursor, search), email);
}

export function buyersQueryOptions(email: string, search = '') {
  return adminListOptions<AdminBuyer>(adminKeys.buyers, email, getBuyers, search);
}

export function useBuyers(search = '') {
  return useInfiniteQuery(buyersQueryOptions(useSession().user?.email ?? '', search));
}
