import type { AuditLogReply } from '@phonebazaar/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** Under the admin root, so whatever refreshes the admin lists refreshes this too. */
export const AUDIT_PAGE_SIZE = 25;

/** GET /api/admin/audit-log (admin): money and moderation actions, newest first. */
export function getAuditLog(email: string, cursor?: string): Promise<AuditLogReply> {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return getWithAccessToken<AuditLogReply>(`/admin/audit-log?${query}`, email);
}

export function auditLogQueryOptions(email: string) {
  return infiniteQueryOptions({
    queryKey: [...adminKeys.auditLog, email.toLowerCase()],
    queryFn: ({ pageParam }) => getAuditLog(email, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: email !== '',
  });
}

export function useAuditLog() {
  return useInfiniteQuery(auditLogQueryOptions(useSession().user?.email ?? ''));
}
