import type { ReportCategory } from '@phonebazaar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { reportKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

export interface ReportReply {
  acknowledged: true;
  modifiedCount: number;
  /** 'You have already reported this listing.' when modifiedCount is 0. */
  message?: string;
}

/**
 * PUT /api/report/:id (bearer). The spec's client sends no body; a reason and (issue #21) a
 * category, when given, go as { reason, category } (the server accepts either or neither).
 */
export function reportProduct(
  id: string,
  email: string,
  reason?: string,
  category?: ReportCategory,
): Promise<ReportReply> {
  const body = { ...(reason ? { reason } : {}), ...(category ? { category } : {}) };
  return sendWithAccessToken<ReportReply>('PUT', `/report/${encodeURIComponent(id)}`, email, {
    ...(Object.keys(body).length > 0 ? { body } : {}),
  });
}

/**
 * Listings this viewer has reported in this visit, so the flag says "Reported" on every card
 * of that listing (issue #23 item 7). The server keeps the truth: one report per user and
 * listing, and a repeat answers "already reported", which marks the flag the same way.
 */

export function useReportedByMe(id: string): boolean {
  const email = useSession().user?.email ?? '';
  return (
    useQuery({
      queryKey: reportKeys.reportedByMe(email, id),
      queryFn: () => false,
      staleTime: Number.POSITIVE_INFINITY,
      enabled: false,
    }).data ?? false
  );
}

export function useReportProduct() {
  const email = useSession().user?.email ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      reason,
      category,
    }: {
      id: string;
      reason?: string;
      category?: ReportCategory;
    }) => reportProduct(id, email, reason, category),
    // No list shows reports to their reporter (admins cannot report); only the flag changes.
    onSuccess: (_reply, { id }) =>
      queryClient.setQueryData(reportKeys.reportedByMe(email, id), true),
  });
}
