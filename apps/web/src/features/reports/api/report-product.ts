import { useMutation } from '@tanstack/react-query';
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

export function useReportProduct() {
  const email = useSession().user?.email ?? '';
  // No list shows reports to their reporter (admins cannot report), so nothing to refresh.
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      reportProduct(id, email, reason),
  });
}
