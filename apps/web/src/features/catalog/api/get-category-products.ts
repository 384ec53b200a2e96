import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getProductPage, productPagesBase } from './product-pages';

export function getCategoryProducts({
  categoryId,
  cursor,
}: {
  categoryId: string;
  cursor?: string;
}) {
  return getProductPage(`/categories/${encodeURIComponent(categoryId)}`, cursor);
}

export function categoryProductsQueryOptions(categoryId: string) {
  return infiniteQueryOptions({
    ...productPagesBase,
    queryKey: ['products', 'category', categoryId],
    queryFn: ({ pageParam }) => getCategoryProducts({ categoryId, cursor: pageParam }),
  });
}

export function useCategoryProducts(categoryId: string) {
  return useInfiniteQuery(categoryProductsQueryOptions(categoryId));
}
