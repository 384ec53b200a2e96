import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { createCategoriesRepository } from '../categories/categories-repository.ts';
import {
  type CategoriesService,
  createCategoriesService,
} from '../categories/categories-service.ts';
import { createProductsRepository } from './products-repository.ts';
import { createProductsService, type ProductsService } from './products-service.ts';

/** A storefront page whose first product card is its largest paint (issue #8). */
export type StorefrontPage =
  | { kind: 'home' }
  | { kind: 'all-products' }
  | { kind: 'category'; id: string };

export interface FirstPicture {
  /** The first card's picture, or undefined when the page shows no card. */
  url: string | undefined;
  /** The list turns stale by time alone at this moment (a hold on it lapses). */
  staleAt: Date | undefined;
}

// The same order the page's list uses; one row is all the first card needs.
const FIRST = { limit: 1 };

/**
 * Which picture the first card of a storefront page shows, read the way the page's own list
 * is read (decision 016), so the server can name it in the HTML before any JavaScript runs.
 */
export function createStorefrontPreloadService(
  products: ProductsService,
  categories: CategoriesService,
) {
  const picture = ({ items, staleAt }: { items: { productImg: string }[]; staleAt?: Date }) => ({
    url: items[0]?.productImg,
    staleAt,
  });
  return {
    async firstPicture(page: StorefrontPage): Promise<FirstPicture> {
      // The home page shows the advertised list first (the banner has no product picture).
      if (page.kind === 'home') return picture(await products.listAdvertised(FIRST));
      if (page.kind === 'all-products') return picture(await products.listOnMarket(FIRST));
      try {
        return picture(await categories.listProducts(page.id, FIRST));
      } catch (error) {
        // An unknown category shows the not-found page: no card to preload.
        if (error instanceof NotFoundError) return { url: undefined, staleAt: undefined };
        throw error;
      }
    },
  };
}

export type StorefrontPreloadService = ReturnType<typeof createStorefrontPreloadService>;

/** The service over its own products and categories services, for app.ts to hand the storefront. */
export function storefrontFirstPictures(db: Db, publicUrl: string): StorefrontPreloadService {
  const products = createProductsService(createProductsRepository(db), publicUrl);
  const categories = createCategoriesService(createCategoriesRepository(db), products, publicUrl);
  return createStorefrontPreloadService(products, categories);
}
