import type { ListingCodeReply } from '@phonebazaar/shared';
import type { AuthUser } from '../../lib/access.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertTransition, listingState } from '../listings/index.ts';
import type { SellingRepository } from './selling-repository.ts';

const notFound = () => new NotFoundError('Product', 'PRODUCT_NOT_FOUND');

/**
 * Issue #36 item 3 (decision 056): the seller's "Change code". The old code stops opening the
 * self-test page (someone who saw it on a photo or at a meetup), and the photo of the phone
 * showing it is cleared (listings' `listingCodes`): My Products asks for a new one.
 */
export function createListingCodeChange({ listings }: { listings: SellingRepository }) {
  return async function changeCode(user: AuthUser, id: string): Promise<ListingCodeReply> {
    // 404, then 403 for anyone but the seller (admins included), then the state table (409).
    const listing = isUuid(id) ? await listings.findLive(id) : undefined;
    if (!listing) throw notFound();
    if (listing.sellerId !== user.id) {
      throw new ForbiddenError('Only the seller of this listing can do this.', 'NOT_OWNER');
    }
    assertTransition(listingState(listing), 'edit');
    const listingCode = await listings.changeListingCode(listing.id, user.id);
    if (listingCode) return { listingCode };
    // Sold or deleted since we looked: its 409 or 404.
    const now = await listings.findLive(listing.id);
    if (!now) throw notFound();
    assertTransition(listingState(now), 'edit');
    throw notFound();
  };
}
