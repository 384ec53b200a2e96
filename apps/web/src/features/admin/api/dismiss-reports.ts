import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';
import type { DeletedReply } from './admin-keys';

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
  return useMutation({
    mutationFn: (id: string) => dismissReports(id, email),
    meta: { invalidates: [adminKeys.reports] },
  });
}
