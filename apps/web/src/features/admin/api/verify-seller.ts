import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { invalidateProductLists } from '../../../lib/product-lists';
import { useSession } from '../../../lib/session';
import { invalidateAdminLists, type ModifiedReply } from './admin-keys';

/**
 * PUT /api/sellers/:id (admin): verifies a seller. modifiedCount 0 when already verified;
 * 409 NOT_A_SELLER when the account is not a seller.
 */
export function verifySeller(id: string, email: string): Promise<ModifiedReply> {
  return sendWithAccessToken<ModifiedReply>('PUT', `/sellers/${encodeURIComponent(id)}`, email);
}

export function useVerifySeller() {
  const email = useSession().user?.email ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => verifySeller(id, email),
    onSuccess: (reply) => {
      // Spec §4: the list refreshes only when something changed.
      if (reply.modifiedCount === 0) return;
      void invalidateAdminLists(queryClient);
      // The seller's cards carry the verified check (sellerVerified).
      void invalidateProductLists(queryClient);
    },
  });
}
