import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getProductPage, productPagesBase } from './product-pages';

export function getAdvertisedProducts({ cursor }: { cursor?: string } = {}) {
  return getProductPage('/advertisement', cursor);
}

export function advertisedProductsQueryOptions() {
  return infiniteQueryOptions({
    ...productPagesBase,
    queryKey: ['products', 'advertised'],
    queryFn: ({ pageParam }) => getAdvertisedProducts({ cursor: pageParam }),
  });
}

export function useAdvertisedProducts() {
  return useInfiniteQuery(advertisedProductsQueryOptions());
}
