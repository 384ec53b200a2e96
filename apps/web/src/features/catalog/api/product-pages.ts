import { type Product, STOREFRONT_PAGE_SIZE } from '@phonebazaar/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { apiGetPage } from '../../../lib/api-client';

export interface ProductPage {
  items: Product[];
  nextCursor: string | undefined;
}

export type ProductPages = InfiniteData<ProductPage>;

/** One keyset page of a product list endpoint (product-decisions §6). */
export function getProductPage(
  path: string,
  cursor?: string,
  client?: QueryClient,
): Promise<ProductPage> {
  const query = new URLSearchParams({ limit: String(STOREFRONT_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiGetPage<Product>(`${path}?${query}`, { client });
}

/** The options every paged product list shares; spread into infiniteQueryOptions. */
export const productPagesBase = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: ProductPage) => last.nextCursor,
};

export function flattenPages(data: ProductPages | undefined): Product[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}
