import type { QueryClient } from '@tanstack/react-query';

/**
 * Every product list is cached under this root: the advertised, all-products and category
 * lists (features/catalog) and the seller's own list (features/selling). After any change
 * to a listing (add, advertise, edit, delete, report, booking) invalidating the root keeps
 * every badge and card current without knowing which pages the listing appears on.
 */
export const PRODUCT_LISTS_ROOT = ['products'] as const;

export function invalidateProductLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: PRODUCT_LISTS_ROOT });
}
