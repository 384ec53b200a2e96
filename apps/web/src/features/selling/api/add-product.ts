import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { productKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import type { NewProduct } from '../utils/add-product-schema';

export interface AddProductReply {
  acknowledged: true;
  insertedId: string;
}

/**
 * POST /api/addproduct (bearer). No seller fields: the server copies them from the account
 * (decision record 006), so the page cannot list a phone under someone else's name.
 */
export function addProduct(product: NewProduct, email: string): Promise<AddProductReply> {
  return sendWithAccessToken<AddProductReply>('POST', '/addproduct', email, { body: product });
}

export function useAddProduct() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (product: NewProduct) => addProduct(product, email),
    // Not awaited: the dialog closes at once and the lists catch up behind it.
    meta: { invalidates: [productKeys.all] },
  });
}
