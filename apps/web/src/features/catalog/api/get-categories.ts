import type { Category } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getCategories(): Promise<Category[]> {
  return apiGet<Category[]>('/categories');
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: getCategories,
    // Categories change only when an operator edits them.
    staleTime: 5 * 60 * 1000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
