import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { productKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export interface DeletedReply {
  acknowledged: true;
  deletedCount: number;
}

/** DELETE /api/product/:id (bearer): the seller's own listing, or any listing for an admin. */
export function deleteProduct(id: string, email: string): Promise<DeletedReply> {
  return sendWithAccessToken<DeletedReply>('DELETE', `/product/${encodeURIComponent(id)}`, email);
}

export function useDeleteProduct() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (id: string) => deleteProduct(id, email),
    // Spec §7: the list is refetched after a delete, and every other list may show it too.
    // Not awaited: the dialog closes at once and the lists catch up behind it.
    meta: { invalidates: [productKeys.all] },
  });
}
