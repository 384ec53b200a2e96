import type { Category } from '@phonebazaar/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { categoryKeys, productKeys } from '../../../lib/query-keys';
import { getProductPage, productPagesBase } from './product-pages';

/**
 * The storefront's queries without their hooks: the router starts them from the shell
 * while the page chunk is still on its way (decision 016), and importing a hook here
 * would pull TanStack Query's observers into the initial bundle.
 */
export function advertisedProductsQueryOptions() {
  return infiniteQueryOptions({
    ...productPagesBase,
    queryKey: productKeys.advertised(),
    queryFn: ({ pageParam, client }) => getProductPage('/advertisement', pageParam, client),
  });
}

export function allProductsQueryOptions() {
  return infiniteQueryOptions({
    ...productPagesBase,
    queryKey: productKeys.allProducts(),
    queryFn: ({ pageParam, client }) => getProductPage('/allproducts', pageParam, client),
  });
}

export function categoryProductsQueryOptions(categoryId: string) {
  return infiniteQueryOptions({
    ...productPagesBase,
    queryKey: productKeys.category(categoryId),
    queryFn: ({ pageParam, client }) =>
      getProductPage(`/categories/${encodeURIComponent(categoryId)}`, pageParam, client),
  });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: categoryKeys.all,
    queryFn: ({ client }) => apiGet<Category[]>('/categories', { client }),
    // Categories change only when an operator edits them.
    staleTime: 5 * 60 * 1000,
  });
}
