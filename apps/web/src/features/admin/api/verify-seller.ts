import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { productKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import type { ModifiedReply } from './admin-keys';

/**
 * PUT /api/sellers/:id (admin): verifies a seller. modifiedCount 0 when already verified;
 * 409 NOT_A_SELLER when the account is not a seller.
 */
export function verifySeller(id: string, email: string): Promise<ModifiedReply> {
  return sendWithAccessToken<ModifiedReply>('PUT', `/sellers/${encodeURIComponent(id)}`, email);
}

export function useVerifySeller() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (id: string) => verifySeller(id, email),
    // Spec §4: the list refreshes only when something changed. The seller's cards carry the
    // verified check (sellerVerified), so product lists are stale too.
    meta: { invalidates: [adminKeys.all, productKeys.all], onlyWhenModified: true },
  });
}
