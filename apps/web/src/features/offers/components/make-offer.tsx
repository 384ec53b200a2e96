import { MAKE_OFFER_TEXTS, type PublicListing, paths } from '@phonebazaar/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { loadChunk } from '../../../lib/lazy-route';
import { useMarketplaceId } from '../../../lib/marketplace-id';
import { useSession } from '../../../lib/session';
import { useCanOffer } from '../api/get-can-offer';

const T = MAKE_OFFER_TEXTS;

// Its own chunk: the form, the price band and the mutation load only when the dialog opens.
const MakeOfferDialog = lazy(() => loadChunk(() => import('./make-offer-dialog')));

/** The search parameter that reopens the dialog after a visitor signed in to offer. */
export const OFFER_PARAM = 'offer';

/**
 * "Make an offer" on a listing's page (issue #20), for buyers other than its seller while the
 * phone is on sale and not held; a visitor signs in first and comes back with the dialog open.
 * Nothing shows until the session is known (no wrong promise).
 */
export function MakeOffer({ listing }: { listing: PublicListing }) {
  const session = useSession();
  const me = useMarketplaceId();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const canOffer = useCanOffer(session.user?.email);
  const asked = params.has(OFFER_PARAM);

  if (listing.sold || listing.booking) return null;
  if (session.status === 'loading' || me.pending) return null;
  const user = session.user;
  if (user && listing.sellerId !== '' && listing.sellerId === me.id) return null;
  // Sellers and admins do not buy (the server refuses them): no button that cannot work.
  if (user && canOffer.data !== true) return null;

  if (!user) {
    const search = new URLSearchParams(location.search);
    search.set(OFFER_PARAM, '1');
    const from = { pathname: location.pathname, search: `?${search}`, hash: location.hash };
    return (
      <Link to={paths.login} state={{ from }} className="btn btn-outline">
        {T.signInToOffer}
      </Link>
    );
  }

  const close = () => {
    setOpen(false);
    if (asked) {
      const next = new URLSearchParams(params);
      next.delete(OFFER_PARAM);
      setParams(next, { replace: true });
    }
  };
  return (
    <>
      <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
        {T.makeOffer}
      </button>
      {(open || asked) && (
        <Suspense fallback={null}>
          <MakeOfferDialog listing={listing} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
