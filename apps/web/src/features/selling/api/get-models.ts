import type { PhoneModel } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { phoneModelKeys } from '../../../lib/account-query-keys';
import { apiGet } from '../../../lib/api-client';

/** GET /api/models?category=<id> (issue #16): the catalogue's models of one brand. */
export function getModels(categoryId: string): Promise<PhoneModel[]> {
  return apiGet<PhoneModel[]>(`/models?category=${encodeURIComponent(categoryId)}`);
}

export function modelsQueryOptions(categoryId: string) {
  return queryOptions({
    queryKey: phoneModelKeys.forSale(categoryId),
    queryFn: () => getModels(categoryId),
    // The catalogue changes only when an admin edits it.
    staleTime: 5 * 60 * 1000,
  });
}

/** The models of the chosen category; nothing is asked until a category is chosen. */
export function useModels(categoryId: string | undefined) {
  return useQuery({ ...modelsQueryOptions(categoryId ?? ''), enabled: Boolean(categoryId) });
}
