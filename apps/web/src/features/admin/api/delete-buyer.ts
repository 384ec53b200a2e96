import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { productKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import type { DeletedReply } from './admin-keys';

/** DELETE /api/buyers/:id (admin, All Buyers): 409 NOT_A_BUYER for any other role. */
export function deleteBuyer(id: string, email: string): Promise<DeletedReply> {
  return sendWithAccessToken<DeletedReply>('DELETE', `/buyers/${encodeURIComponent(id)}`, email);
}

export function useDeleteBuyer() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (id: string) => deleteBuyer(id, email),
    // Spec §4: whatever the answer, the list refreshes. The account's unsold listings
    // leave the market with it (decision 009), so the product lists refresh too.
    // A gone account leaves every admin list, and its listings every product list.
    meta: { invalidates: [adminKeys.all, productKeys.all] },
  });
}
