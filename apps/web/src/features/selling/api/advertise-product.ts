import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { productKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export interface ModifiedReply {
  acknowledged: true;
  modifiedCount: number;
}

/**
 * PUT /api/product/:id (bearer, no body): advertise an own, unsold listing. modifiedCount 0
 * means it already was advertised (spec §4 confirms only when modifiedCount > 0).
 */
export function advertiseProduct(id: string, email: string): Promise<ModifiedReply> {
  return sendWithAccessToken<ModifiedReply>('PUT', `/product/${encodeURIComponent(id)}`, email);
}

export function useAdvertiseProduct() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (id: string) => advertiseProduct(id, email),
    // Not awaited: the dialog closes at once and the lists catch up behind it.
    meta: { invalidates: [productKeys.all] },
  });
}
