import type { Category } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { categoryKeys } from '../../../lib/query-keys';

/** GET /api/categories (public): the brands whose models the Phone Models page edits. */
export function getBrands() {
  return apiGet<Category[]>('/categories');
}

// The storefront's key: the same public list, cached once.
export const brandsQueryOptions = () =>
  queryOptions({ queryKey: categoryKeys.all, queryFn: getBrands });

export function useBrands() {
  return useQuery(brandsQueryOptions());
}
