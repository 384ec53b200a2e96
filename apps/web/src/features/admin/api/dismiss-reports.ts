import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { useSession } from '../../../lib/session';
import { adminKeys, type DeletedReply } from './admin-keys';

/**
 * POST /api/report/:id/dismiss (admin): clears a listing's reports and leaves the listing
 * on the market. deletedCount is the number of reports removed.
 */
export function dismissReports(id: string, email: string): Promise<DeletedReply> {
  return sendWithAccessToken<DeletedReply>(
    'POST',
    `/report/${encodeURIComponent(id)}/dismiss`,
    email,
  );
}

export function useDismissReports() {
  const email = useSession().user?.email ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dismissReports(id, email),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.reports }),
  });
}
