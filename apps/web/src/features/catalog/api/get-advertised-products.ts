import { useInfiniteQuery } from '@tanstack/react-query';
import { advertisedProductsQueryOptions } from './storefront-queries';

export { advertisedProductsQueryOptions };

export function useAdvertisedProducts() {
  return useInfiniteQuery(advertisedProductsQueryOptions());
}
