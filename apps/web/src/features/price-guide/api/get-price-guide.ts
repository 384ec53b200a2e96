import type { PriceGuide } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { priceGuideKeys } from '../../../lib/account-query-keys';
import { apiGet } from '../../../lib/api-client';

/** What the guide is asked about: a listing's model, storage, variant and condition. */
export interface PriceGuideKey {
  modelId: string;
  storageGb?: number | null | undefined;
  variant?: string | null | undefined;
  condition?: string | null | undefined;
}

/**
 * GET /api/price-guide (public, cached a minute by the browser too), parsed by the contract.
 * The contract (and zod with it) is fetched alongside the answer: the guide is asked for after
 * the listing has rendered, so the page's first load goes without them (issue #22 item 4).
 */
export async function getPriceGuide(key: PriceGuideKey): Promise<PriceGuide> {
  const query = new URLSearchParams({ model: key.modelId });
  if (key.storageGb) query.set('storage', String(key.storageGb));
  if (key.variant) query.set('variant', key.variant);
  if (key.condition) query.set('condition', key.condition);
  const [{ priceGuideSchema }, body] = await Promise.all([
    import('./price-guide-schema'),
    apiGet<unknown>(`/price-guide?${query}`),
  ]);
  return priceGuideSchema.parse(body);
}

export function priceGuideQueryOptions(key: PriceGuideKey) {
  return queryOptions({
    queryKey: priceGuideKeys.of(
      key.modelId,
      key.storageGb ?? null,
      key.variant ?? null,
      key.condition ?? null,
    ),
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
