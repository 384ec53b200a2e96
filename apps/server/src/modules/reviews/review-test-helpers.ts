import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../test/buying-helpers.ts';
import type { Fixtures, UserRow } from '../../test/fixtures.ts';

/**
 * A deal for the reviews suites: `buyer`'s purchase of `seller`'s phone, paid and its money
 * released (issue #18) by default, or paid before held payments ('none'), or refunded.
 */
export async function dealOf(
  f: Fixtures,
  buyer: UserRow,
  seller: UserRow,
  settlement: 'none' | 'released' | 'refunded' = 'released',
) {
  const product = await f.product({ seller });
  const settled = settlement === 'none' ? {} : { settledAt: new Date() };
  const { booking } = await f.sale({ product, buyer, settlement, ...settled });
  return booking;
}

/** Chips either side may give (issue #45: each side has its own; "as described" is the buyer's). */
export const reviewBody = (bookingId: string, extra: object = {}) => ({
  bookingId,
  stars: 5,
  tags: ['friendly'],
  text: 'Smooth deal, the phone was exactly as shown.',
  ...extra,
});

/** The reviews calls of issue #19, bound to a suite's app getter. */
export function reviewsCalls(app: () => FastifyInstance) {
  return {
    write: (who: Actor, bookingId: string, extra: object = {}) =>
      app().inject({
        method: 'POST',
        url: '/api/reviews',
        headers: who.headers,
        payload: reviewBody(bookingId, extra),
      }),
    reply: (who: Actor, id: string, text = 'Thank you, a pleasure.') =>
      app().inject({
        method: 'POST',
        url: `/api/reviews/${id}/reply`,
        headers: who.headers,
        payload: { text },
      }),
    hide: (who: Actor, id: string, reason = 'Insults the seller.') =>
      app().inject({
        method: 'POST',
        url: `/api/admin/reviews/${id}/hide`,
        headers: who.headers,
        payload: { reason },
      }),
    pending: (who: Actor) =>
      app().inject({ method: 'GET', url: '/api/reviews/pending', headers: who.headers }),
    profile: (id: string) => app().inject({ method: 'GET', url: `/api/sellers/${id}` }),
    reviewsOf: (id: string, query = '') =>
      app().inject({ method: 'GET', url: `/api/sellers/${id}/reviews${query}` }),
    featured: () => app().inject({ method: 'GET', url: '/api/reviews/featured' }),
  };
}
