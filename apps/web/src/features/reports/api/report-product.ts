import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { useSession } from '../../../lib/session';

export interface ReportReply {
  acknowledged: true;
  modifiedCount: number;
  /** 'You have already reported this listing.' when modifiedCount is 0. */
  message?: string;
}

/**
 * PUT /api/report/:id (bearer). The spec's client sends no body; a reason, when given,
 * goes as { reason } (the server accepts either).
 */
export function reportProduct(id: string, email: string, reason?: string): Promise<ReportReply> {
  return sendWithAccessToken<ReportReply>('PUT', `/report/${encodeURIComponent(id)}`, email, {
    ...(reason ? { body: { reason } } : {}),
  });
}

/**
 * Listings this viewer has reported in this visit, so the flag says "Reported" on every card
 * of that listing (issue #23 item 7). The server keeps the truth: one report per user and
 * listing, and a repeat answers "already reported", which marks the flag the same way.
 */
const reportedKey = (email: string, id: string) => ['reported-by-me', email.toLowerCase(), id];

export function useReportedByMe(id: string): boolean {
  const email = useSession().user?.email ?? '';
  return (
    useQuery({
      queryKey: reportedKey(email, id),
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
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      reportProduct(id, email, reason),
    // No list shows reports to their reporter (admins cannot report); only the flag changes.
    onSuccess: (_reply, { id }) => queryClient.setQueryData(reportedKey(email, id), true),
  });
}
