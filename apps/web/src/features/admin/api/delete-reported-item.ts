import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { productKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import type { DeletedReply } from './admin-keys';

/**
 * DELETE /api/report/:id (admin): takes the reported LISTING off the market, not just its
 * reports. 404 PRODUCT_NOT_FOUND when it is already gone.
 */
export function deleteReportedItem(id: string, email: string): Promise<DeletedReply> {
  return sendWithAccessToken<DeletedReply>('DELETE', `/report/${encodeURIComponent(id)}`, email);
}

export function useDeleteReportedItem() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (id: string) => deleteReportedItem(id, email),
    // Settled, not success: after a 404 (another admin was quicker) the stale row must go too.
    meta: { invalidates: [adminKeys.reports, productKeys.all] },
  });
}
