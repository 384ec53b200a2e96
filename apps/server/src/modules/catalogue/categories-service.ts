import type { Category, PageQuery } from '@phonebazaar/shared';
import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { CategoriesRepository } from './categories-repository.ts';
import type { ProductsService } from './products-service.ts';

export function createCategoriesService(
  categories: CategoriesRepository,
  products: ProductsService,
  publicUrl: string,
) {
  return {
    async list(): Promise<Category[]> {
      const rows = await categories.listAll();
      // Icons are stored relative; answers carry them on PUBLIC_URL (decision 025).
      return rows.map(({ id, icon, ...rest }) => ({
        _id: id,
        ...rest,
        icon: absoluteImageUrl(publicUrl, icon),
      }));
    },

    /** The category's listings on the market; an unknown or malformed id is a 404. */
    async listProducts(categoryId: string, query: PageQuery) {
      if (!isUuid(categoryId) || !(await categories.exists(categoryId))) {
        throw new NotFoundError('Category', 'CATEGORY_NOT_FOUND');
      }
      return products.listOnMarket(query, categoryId);
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
