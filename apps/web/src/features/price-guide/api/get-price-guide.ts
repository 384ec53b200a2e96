import { type PriceGuide, priceGuideSchema } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** What the guide is asked about: a listing's model, storage, variant and condition. */
export interface PriceGuideKey {
  modelId: string;
  storageGb?: number | null | undefined;
  variant?: string | null | undefined;
  condition?: string | null | undefined;
}

/** GET /api/price-guide (public, cached a minute by the browser too), parsed by the contract. */
export async function getPriceGuide(key: PriceGuideKey): Promise<PriceGuide> {
  const query = new URLSearchParams({ model: key.modelId });
  if (key.storageGb) query.set('storage', String(key.storageGb));
  if (key.variant) query.set('variant', key.variant);
  if (key.condition) query.set('condition', key.condition);
  return priceGuideSchema.parse(await apiGet<unknown>(`/price-guide?${query}`));
}

export function priceGuideQueryOptions(key: PriceGuideKey) {
  return queryOptions({
    queryKey: [
      'price-guide',
      key.modelId,
      key.storageGb ?? null,
      key.variant ?? null,
      key.condition ?? null,
    ],
    queryFn: () => getPriceGuide(key),
    staleTime: 60_000,
    retry: 1,
  });
}

/** The guide of a key; nothing is asked while there is no model. */
export function usePriceGuide(key: PriceGuideKey | null) {
  return useQuery({
    ...priceGuideQueryOptions(key ?? { modelId: '' }),
    enabled: key !== null && key.modelId !== '',
  });
}
