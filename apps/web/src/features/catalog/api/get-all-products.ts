import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getProductPage, productPagesBase } from './product-pages';

export function getAllProducts({ cursor }: { cursor?: string } = {}) {
  return getProductPage('/allproducts', cursor);
}

export function allProductsQueryOptions() {
  return infiniteQueryOptions({
    ...productPagesBase,
    queryKey: ['products', 'all'],
    queryFn: ({ pageParam }) => getAllProducts({ cursor: pageParam }),
  });
}

export function useAllProducts() {
  return useInfiniteQuery(allProductsQueryOptions());
}
