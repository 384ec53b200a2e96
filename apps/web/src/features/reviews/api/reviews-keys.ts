/** Everything about reviews and seller profiles is cached under this root. */
export const REVIEWS_KEY = ['reviews'] as const;

/** One seller's profile and their review pages. */
export const sellerKey = (id: string) => [...REVIEWS_KEY, 'seller', id] as const;

/** The signed-in person's deals awaiting their review. */
export const pendingKey = (email: string) =>
  [...REVIEWS_KEY, 'pending', email.toLowerCase()] as const;

/** One seller's pages of published reviews. */
export const sellerReviewsKey = (id: string) => [...sellerKey(id), 'reviews'] as const;
