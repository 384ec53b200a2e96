import { useInfiniteQuery } from '@tanstack/react-query';
import { allProductsQueryOptions } from './storefront-queries';

export { allProductsQueryOptions };

export function useAllProducts() {
  return useInfiniteQuery(allProductsQueryOptions());
}
