import type { EditProductBody } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { productKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import type { ModifiedReply } from './advertise-product';

/** PATCH /api/product/:id (bearer): price and description of an own, unsold listing. */
export function editProduct(id: string, change: EditProductBody, email: string) {
  return sendWithAccessToken<ModifiedReply>('PATCH', `/product/${encodeURIComponent(id)}`, email, {
    body: change,
  });
}

export function useEditProduct() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: EditProductBody }) =>
      editProduct(id, change, email),
    // Not awaited: the dialog closes at once and the lists catch up behind it.
    meta: { invalidates: [productKeys.all] },
  });
}
