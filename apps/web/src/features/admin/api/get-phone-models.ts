import type { PhoneModel } from '@phonebazaar/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { phoneModelKeys } from '../../../lib/account-query-keys';
import { apiGet } from '../../../lib/api-client';
import type { Page } from './admin-keys';

/** Every brand's model list; a model write refreshes them all (it may move a model). */

/** GET /api/models?category= (public): one brand's models, newest first. */
export function getPhoneModels(categoryId: string) {
  return apiGet<PhoneModel[]>(`/models?category=${encodeURIComponent(categoryId)}`);
}

/**
 * The whole list as one page: it is not paged, but AdminTable draws its loading, failed and
 * empty states from a paged query.
 */
export function phoneModelsQueryOptions(categoryId: string) {
  return infiniteQueryOptions({
    queryKey: phoneModelKeys.ofCategory(categoryId),
    queryFn: async (): Promise<Page<PhoneModel>> => ({
      items: await getPhoneModels(categoryId),
      nextCursor: undefined,
    }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled: categoryId !== '',
    // Another brand keeps the rows on screen until its answer arrives (no skeleton flash).
    placeholderData: keepPreviousData,
  });
}

export function usePhoneModels(categoryId: string) {
  return useInfiniteQuery(phoneModelsQueryOptions(categoryId));
}
