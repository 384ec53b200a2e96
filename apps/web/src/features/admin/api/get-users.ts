import type { AdminUser } from '@phonebazaar/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getPageWithAccessToken } from '../../../lib/access-token-client';
import { useSession } from '../../../lib/session';
import { adminKeys, adminListOptions, pagePath } from './admin-keys';

/** GET /api/users (admin): every live account, newest first (All User). */
export function getUsers(email: string, cursor?: string) {
  return getPageWithAccessToken<AdminUser>(pagePath('/users', cursor), email);
}

export function usersQueryOptions(email: string) {
  return adminListOptions<AdminUser>(adminKeys.users, email, getUsers);
}

export function useUsers() {
  return useInfiniteQuery(usersQueryOptions(useSession().user?.email ?? ''));
}
