import { ASK_SELLER_TEXTS, paths } from '@phonebazaar/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { loadChunk } from '../../../lib/lazy-route';
import { useMarketplaceId } from '../../../lib/marketplace-id';
import { useSession } from '../../../lib/session';

const T = ASK_SELLER_TEXTS;

// Its own chunk: the form, uploads and mutation load only when someone opens the dialog.
const AskSellerDialog = lazy(() => loadChunk(() => import('./ask-seller-dialog')));

/** The search parameter that reopens the dialog after a visitor signed in to ask. */
export const ASK_PARAM = 'ask';

interface AskSellerProps {
  listingId: string;
  productName: string;
  /** The seller's user id and (owners only) email: the seller gets no button of their own. */
  sellerId?: string;
  sellerEmail?: string;
}

/**
 * "Ask the seller" on a listing's page (issue #19): a signed-in person who is not the seller
 * opens a message dialog; a visitor is sent to sign in and comes back with the dialog open;
 * the seller sees nothing. Nothing shows until the session is known (no wrong promise).
 */
export function AskSeller({ listingId, productName, sellerId, sellerEmail }: AskSellerProps) {
  const session = useSession();
  const me = useMarketplaceId();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const asked = params.has(ASK_PARAM);

  if (session.status === 'loading' || me.pending) return null;
  const user = session.user;
  const isSeller =
    user !== null &&
    ((sellerId !== undefined && sellerId !== '' && sellerId === me.id) ||
      (sellerEmail !== undefined &&
        sellerEmail !== '' &&
        sellerEmail.toLowerCase() === user.email.toLowerCase()));
  if (isSeller) return null;

  const section = (action: React.ReactNode) => (
    <section
      aria-labelledby="ask-seller-heading"
      className="mx-auto mb-8 flex w-full max-w-6xl flex-col gap-2 px-4"
    >
      <div className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="ask-seller-heading" className="font-semibold text-lg">
            {T.askSeller}
          </h2>
          <p className="text-base-content/80 text-sm">{T.askSellerIntro}</p>
        </div>
        {action}
      </div>
    </section>
  );

  if (!user) {
    const search = new URLSearchParams(location.search);
    search.set(ASK_PARAM, '1');
    const from = { pathname: location.pathname, search: `?${search}`, hash: location.hash };
    return section(
      <Link to={paths.login} state={{ from }} className="btn btn-primary shrink-0">
        {T.signInToAsk}
      </Link>,
    );
  }

  const close = () => {
    setOpen(false);
    if (asked) {
      const next = new URLSearchParams(params);
      next.delete(ASK_PARAM);
      setParams(next, { replace: true });
    }
  };
  return section(
    <>
      <button type="button" className="btn btn-primary shrink-0" onClick={() => setOpen(true)}>
        {T.askSeller}
      </button>
      {(open || asked) && (
        <Suspense fallback={null}>
          <AskSellerDialog listingId={listingId} productName={productName} onClose={close} />
        </Suspense>
      )}
    </>,
  );
}
