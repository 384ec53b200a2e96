import type { PublicListing } from '@phonebazaar/shared';
import { makeProduct } from './fixtures';

/** A listing as GET /api/listings/:id answers it (issue #16). */
type Listing = PublicListing;

export function makeListing(overrides: Partial<Listing> = {}): Listing {
  const product = makeProduct(overrides);
  return {
    url: `https://shop.example/listings/${product._id}`,
    seller: {
      name: product.sellerName,
      img: product.sellerImg,
      verified: product.sellerVerified,
      memberSince: '2023-01-10T00:00:00.000Z',
      completedSales: 3,
    },
    ...product,
    ...overrides,
  };
}
