import { useQuery } from '@tanstack/react-query';
import { categoriesQueryOptions } from './storefront-queries';

export { categoriesQueryOptions };

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
