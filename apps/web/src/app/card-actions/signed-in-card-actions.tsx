import type { Product } from '@phonebazaar/shared';
import { BUYING_TEXTS, routePatterns } from '@phonebazaar/shared';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useMatch, useSearchParams } from 'react-router';
import { CardActionsSkeleton } from '../../components/product-card/card-actions-skeleton';
import { BOOK_PARAM } from '../../components/product-card/visitor-card-actions';
import { useRole } from '../../features/auth/hooks/use-role';
import { BookNowButton } from '../../features/booking/components/book-now-button';
import { FavouriteHeart } from '../../features/favourites/components/favourite-heart';
import { ReportListingButton } from '../../features/reports/components/report-listing-button';
import { ListingManageActions } from '../../features/selling/components/listing-manage-actions';
import { useMarketplaceId } from '../../lib/marketplace-id';
import { useSession } from '../../lib/session';

/**
 * Whether the signed-in user is the listing's seller: by the seller's id, which every listing
 * answer carries (issue #19). Public answers no longer carry the seller's email (decision 036);
 * where one still does (the owner's own lists), a matching email says the same.
 */
function ownListing(product: Product, user: { email: string }, myId: string | undefined): boolean {
  if (product.sellerId && product.sellerId === myId) return true;
  return (
    product.sellerEmail !== '' && product.sellerEmail.toLowerCase() === user.email.toLowerCase()
  );
}

/**
 * The full card's actions (spec §6), composed here because they span features: the
 * listing's own seller manages it, an admin may delete it, and everyone else signed in may
 * report it; buyers may also book it. Everyone but the seller may heart it (issue #20): all the
 * hearts of a page read one query of the person's favourite ids (a listing's page has its own
 * heart beside Share, so its actions leave this one out). Loaded lazily: visitors
 * never download any of this.
 */
export default function SignedInCardActions({ product }: { product: Product }) {
  const { user } = useSession();
  const role = useRole();
  const me = useMarketplaceId();
  const heart = useMatch(routePatterns.listing) === null;
  useBookAskedByNonBuyer(product._id, !role.loading && !role.isBuyer);
  if (!user) return null;
  if (role.error) {
    return (
      <button type="button" className="btn btn-ghost btn-sm" onClick={role.refetch}>
        Couldn't check your account. Retry
      </button>
    );
  }
  if (role.loading || me.pending) return <CardActionsSkeleton />;

  if (ownListing(product, user, me.id)) {
    return <ListingManageActions listing={product} owner />;
  }
  if (role.isAdmin) {
    return (
      <div className="flex w-full items-center gap-2">
        <ListingManageActions listing={product} owner={false} />
        {heart && <FavouriteHeart listingId={product._id} />}
      </div>
    );
  }
  return (
    <div className="flex w-full items-center gap-2">
      {role.isBuyer ? <BookNowButton product={product} /> : <span className="flex-1" />}
      {heart && <FavouriteHeart listingId={product._id} />}
      <ReportListingButton listing={product} />
    </div>
  );
}

/**
 * A visitor pressed Book now, then signed in with a seller or admin account: the address
 * still asks for the booking (`?book=<id>`), which only buyers may make. Say so once, and
 * drop the ask (issue #46), instead of nothing happening.
 */
function useBookAskedByNonBuyer(productId: string, notABuyer: boolean) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(BOOK_PARAM) === productId;
  useEffect(() => {
    if (!asked || !notABuyer) return;
    toast.error(BUYING_TEXTS.onlyBuyersBook, { id: 'only-buyers-book' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(BOOK_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [asked, notABuyer, setParams]);
}
