import { LISTING_TEXTS, paths } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { useMyOrdersFirstPage } from '../api/get-my-orders';

const T = LISTING_TEXTS.gone;

/**
 * Issue #45 item 8: a sold listing opened by the person who bought it points to their order
 * (the handoff code, the seller's details) instead of leaving them at "sold". Nothing for
 * anyone else, signed out included.
 */
export function BoughtListingNote({ listingId }: { listingId: string }) {
  const signedIn = useSession().status === 'signed-in';
  return signedIn ? <Note listingId={listingId} /> : null;
}

function Note({ listingId }: { listingId: string }) {
  const order = useMyOrdersFirstPage()?.find((o) => o.productId === listingId && o.paid);
  if (!order) return null;
  return (
    <div role="note" className="rounded-box border border-success/50 bg-base-200 p-4 text-left">
      <p className="font-semibold">{T.boughtTitle}</p>
      <p className="text-sm">{T.boughtText}</p>
      <Link to={paths.dashboard.myOrder} className="btn btn-primary btn-sm mt-3">
        {T.toMyOrder}
      </Link>
    </div>
  );
}
