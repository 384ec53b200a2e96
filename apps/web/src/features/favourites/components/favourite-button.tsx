import { paths, FAVOURITES_TEXTS as T } from '@phonebazaar/shared';
import { Link, useLocation } from 'react-router';
import { HEART_PARAM } from '../../../components/product-card/visitor-card-actions';
import { HeartIcon } from '../../../components/product-card/visitor-card-actions-heart';
import { useMarketplaceId } from '../../../lib/marketplace-id';
import { useSession } from '../../../lib/session';
import { FavouriteHeart } from './favourite-heart';

/**
 * The heart on a listing's page (issue #20), beside Share. A visitor gets a link to sign in
 * that comes back to this page and hearts it; the listing's own seller gets none (the server refuses it,
 * OWN_LISTING); anyone else signed in toggles. Nothing shows until the session is known.
 */
export function FavouriteButton({ listingId, sellerId }: { listingId: string; sellerId?: string }) {
  const session = useSession();
  const me = useMarketplaceId();
  const location = useLocation();
  if (session.status === 'loading' || me.pending) return null;
  if (!session.user) {
    const search = new URLSearchParams(location.search);
    search.set(HEART_PARAM, listingId);
    const from = { pathname: location.pathname, search: `?${search}`, hash: location.hash };
    return (
      <Link
        to={paths.login}
        state={{ from }}
        className="btn btn-square btn-outline"
        aria-label={T.save}
        title={T.save}
      >
        <HeartIcon />
      </Link>
    );
  }
  if (sellerId && sellerId === me.id) return null;
  return <FavouriteHeart listingId={listingId} />;
}
