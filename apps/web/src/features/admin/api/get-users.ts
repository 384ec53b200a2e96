import type { AdminUser } from '@phonebazaar/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getPageWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';
import { adminListOptions, pagePath } from './admin-keys';

/** GET /api/users (admin): every live account, newest first (All User). */
export function getUsers(email: string, cursor?: string, search?: string) {
  return getPageWithAccessToken<AdminUser>(pagePath('/users', cursor, search), email);
}

export function usersQueryOptions(email: string, search = '') {
  return adminListOptions<AdminUser>(adminKeys.users, email, getUsers, search);
}

export function useUsers(search = '') {
  return useInfiniteQuery(usersQueryOptions(useSession().user?.email ?? '', search));
}
