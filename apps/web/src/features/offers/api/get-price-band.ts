import { type PriceGuide, priceGuideSchema } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerKeys } from '../../../lib/account-query-keys';
import { apiGet } from '../../../lib/api-client';

export interface PriceBandKey {
  modelId: string;
  storageGb: number | null;
  variant: string | null;
  condition: string;
}

/**
 * GET /api/price-guide: what phones like this sold for, for the offer dialog's band. Parsed
 * with the shared contract; a failure is simply no band (the dialog works without it).
 */
export async function getPriceBand(key: PriceBandKey): Promise<PriceGuide> {
  const query = new URLSearchParams({ model: key.modelId, condition: key.condition });
  if (key.storageGb !== null) query.set('storage', String(key.storageGb));
  if (key.variant !== null) query.set('variant', key.variant);
  return priceGuideSchema.parse(await apiGet<unknown>(`/price-guide?${query}`));
}

export function priceBandQueryOptions(key: PriceBandKey) {
  return queryOptions({
    queryKey: offerKeys.priceBand(key),
    queryFn: () => getPriceBand(key),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function usePriceBand(key: PriceBandKey | null) {
  return useQuery({
    ...priceBandQueryOptions(key ?? { modelId: '', storageGb: null, variant: null, condition: '' }),
    enabled: key !== null,
  });
}
