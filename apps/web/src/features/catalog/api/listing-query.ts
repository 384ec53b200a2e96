import type { ListingGone, PublicListing } from '@phonebazaar/shared';
import { queryOptions } from '@tanstack/react-query';
import { readAccessToken } from '../../../lib/access-token';
import { ApiRequestError, apiGet } from '../../../lib/api-client';
import { productKeys } from '../../../lib/query-keys';

/**
 * One listing's page (issue #16), without a hook so the shell's loader and the prerenderer
 * can start it. An unknown id throws the 404, a sold or deleted one the 410: both go to the
 * route's error element.
 */
export function listingQueryOptions(id: string) {
  return queryOptions({
    // Under the product lists' root (productKeys.all): whatever changes a listing (book,
    // advertise, delete, pay) refreshes its page too.
    queryKey: productKeys.listing(id),
    queryFn: async ({ client }) => {
      const path = `/listings/${encodeURIComponent(id)}`;
      try {
        // Anonymous first: the shared caches answer it (a token would bypass them).
        return await apiGet<PublicListing>(path, { client });
      } catch (error) {
        // Issue #21: a listing held for review or rejected is 404 to the public; its seller and
        // the admins see it when they ask with their token.
        if (!(error instanceof ApiRequestError) || error.status !== 404 || !readAccessToken()) {
          throw error;
        }
        return apiGet<PublicListing>(path, { client, auth: true });
      }
    },
  });
}

/** The 410's body when `error` says the listing was sold or taken off the market. */
export function listingGone(error: unknown): ListingGone | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 410) return undefined;
  const body = error.payload as Partial<ListingGone> | undefined;
  return {
    message: error.message,
    code: 'LISTING_GONE',
    sold: body?.sold === true,
    categoriesId: typeof body?.categoriesId === 'string' ? body.categoriesId : '',
  };
}
