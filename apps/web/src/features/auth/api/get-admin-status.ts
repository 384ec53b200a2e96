import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { authKeys } from '../../../lib/query-keys';

/** GET /api/users/admin/:email (bearer): the server decides who is an admin (spec §6). */
export async function getAdminStatus(email: string): Promise<boolean> {
  const reply = await getWithAccessToken<{ isAdmin: boolean }>(
    `/users/admin/${encodeURIComponent(email)}`,
    email,
  );
  return reply.isAdmin;
}

export function adminStatusQueryOptions(email: string) {
  return queryOptions({
    queryKey: authKeys.admin(email),
    queryFn: () => getAdminStatus(email),
    staleTime: 60_000,
  });
}

export function useAdminStatus(email: string | undefined) {
  return useQuery({ ...adminStatusQueryOptions(email ?? ''), enabled: Boolean(email) });
}
