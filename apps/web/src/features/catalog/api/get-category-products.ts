import { useInfiniteQuery } from '@tanstack/react-query';
import { categoryProductsQueryOptions } from './storefront-queries';

export { categoryProductsQueryOptions };

export function useCategoryProducts(categoryId: string) {
  return useInfiniteQuery(categoryProductsQueryOptions(categoryId));
}
