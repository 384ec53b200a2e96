import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createCategoriesRepository } from './categories-repository.ts';
import { categoriesRoutes } from './categories-routes.ts';
import { createCategoriesService } from './categories-service.ts';
import { createListingPageRepository } from './listing-page-repository.ts';
import { listingPageRoutes } from './listing-page-routes.ts';
import {
  createListingPageService,
  type ReviewDetailsOf,
  type SelfTestOf,
} from './listing-page-service.ts';
import type { TypicalPriceOf } from './product-dto.ts';
import { createProductsRepository } from './products-repository.ts';
import { productsRoutes } from './products-routes.ts';
import { createProductsService } from './products-service.ts';

// The bench's SQL baselines of the storefront lists are these repositories' own queries.
export { createCategoriesRepository } from './categories-repository.ts';
// What the selling, reports, bookings and admin rooms may use: the reply shapes and the one way
// a listing row with its live booking flag is read. The listing's state machine and "on the
// market" are the listings room's (decision 050).
export type { CategoriesService } from './categories-service.ts';
export type { ReviewDetailsOf } from './listing-page-service.ts';
// toProductDto carries the seller's email (owner, admin); public answers use toPublicProductDto.
export {
  type OwnReviewFields,
  type PublicCardView,
  reviewOf,
  type TypicalPriceOf,
  toOwnProductDto,
  toProductDto,
  toPublicProductDto,
} from './product-dto.ts';
export {
  createProductsRepository,
  type ListingRow,
  selectListings,
  selectListingsWith,
} from './products-repository.ts';
export type { ProductsService } from './products-service.ts';
// The storefront's sitemap walks the live listings with it (issue #16).
export {
  categoryIds,
  type LiveListingRef,
  liveListingRunEnds,
  liveListingsAfter,
} from './sitemap-repository.ts';

export interface CatalogueDeps {
  db: Db;
  /** Base of the picture URLs in answers (decision 025). */
  publicUrl: string;
  /** Issue #20: the price guide's card badge (absent: null on every card). */
  typicalPrice?: TypicalPriceOf;
  /** Issue #44: a seller's relay address, the `sellerEmail` of public answers. */
  relayOf: (sellerId: string) => string;
  /** Issue #21: a listing's newest self-test report, for its page. */
  selfTestOf?: SelfTestOf;
  /** Issue #21: whether a held listing waits in the queue and why it was rejected. */
  reviewDetailsOf?: ReviewDetailsOf;
}

/** Public browsing (spec §7 lists): the listings on the market, the categories and their pages. */
export function createCatalogue({
  db,
  publicUrl,
  typicalPrice,
  relayOf,
  selfTestOf,
  reviewDetailsOf,
}: CatalogueDeps) {
  const categoryRows = createCategoriesRepository(db);
  const view = { publicUrl, relayOf, typicalPrice };
  const products = createProductsService(createProductsRepository(db), view);
  return {
    products,
    categories: createCategoriesService(categoryRows, products, publicUrl),
    /** One listing's page (issue #16). */
    listingPage: createListingPageService(
      createListingPageRepository(db),
      view,
      selfTestOf,
      reviewDetailsOf,
    ),
    /** Whether a category exists: a new listing must name one. */
    categoryExists: (id: string) => categoryRows.exists(id),
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;

/**
 * GET /api/categories, /api/categories/:id, /api/advertisement, /api/allproducts and
 * /api/listings/:id.
 */
export const catalogueRoutes: FastifyPluginAsync<{ catalogue: Catalogue }> = async (
  app,
  { catalogue },
) => {
  await app.register(categoriesRoutes, { categories: catalogue.categories });
  await app.register(productsRoutes, { products: catalogue.products });
  await app.register(listingPageRoutes, { listings: catalogue.listingPage });
};
