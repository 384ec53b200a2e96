import { paths, TEXTS } from '@phonebazaar/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useParams, useRevalidator, useRouteError } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { listingGone, listingQueryOptions } from '../../features/catalog/api/listing-query';
import { ListingGoneState } from '../../features/catalog/components/listing/listing-gone';
import { ListingView } from '../../features/catalog/components/listing/listing-view';
import { FavouriteButton } from '../../features/favourites/components/favourite-button';
import { AskSeller } from '../../features/messaging/components/ask-seller';
import { MakeOffer } from '../../features/offers/components/make-offer';
import { ListingPriceGuide } from '../../features/price-guide/components/listing-price-guide';
import { ApiRequestError } from '../../lib/api-client';
import { lazyIsland } from '../../lib/lazy-island';
import { loadChunk } from '../../lib/lazy-route';

// Only its seller and admins are sent a listing's review (never in the prerendered page), so
// visitors never fetch this code (issue #22 item 4).
const ListingReviewBanner = lazy(() =>
  loadChunk(() => import('../../features/listing-review/components/listing-review-banner')).then(
    (m) => ({ default: m.ListingReviewBanner }),
  ),
);

// Below the listing itself: its code is not in the page's first load (issue #22 item 4); the
// prerendered section stays as drawn until it arrives.
const ListingSelfTest = lazyIsland(
  () =>
    import('../../features/self-test/components/listing-self-test').then((m) => m.ListingSelfTest),
  <section className="min-h-40" />,
);

// Issue #45 item 8: a sold phone's own buyer is pointed to their order; code only when sold.
const BoughtListingNote = lazy(() =>
  loadChunk(() => import('../../features/booking/components/bought-listing-note')).then((m) => ({
    default: m.BoughtListingNote,
  })),
);
const goneState = (gone: NonNullable<ReturnType<typeof listingGone>>, id: string) => (
  <ListingGoneState
    gone={gone}
    extra={
      gone.sold ? (
        <Suspense fallback={null}>
          <BoughtListingNote listingId={id} />
        </Suspense>
      ) : null
    }
  />
);

// The loader (the listing before the page shows) is in app/storefront-loaders.ts.
export default function ListingRoute() {
  const { id = '' } = useParams();
  const { data, error } = useSuspenseQuery(listingQueryOptions(id));
  // Sold or deleted while open (the refresh after Delete, or a payment): say so, not the old page.
  const gone = listingGone(error);
  if (gone) return goneState(gone, id);
  return (
    <>
      {/* Issue #21: its seller's (or an admin's) view of a held or rejected listing. */}
      {data.review && (
        <Suspense fallback={null}>
          <ListingReviewBanner listing={data} />
        </Suspense>
      )}
      {/* Issue #20: what other rooms add to the page, each loading its own code when used. */}
      <ListingView
        listing={data}
        priceExtra={<ListingPriceGuide listing={data} />}
        actionsExtra={
          <>
            <MakeOffer listing={data} />
            <FavouriteButton listingId={data._id} sellerId={data.sellerId} />
          </>
        }
      />
      {/* Issue #21: the newest self-test run on the phone, and what a browser cannot check. */}
      <ListingSelfTest listing={data} />
      {/* Issue #19: on-site questions; the dialog itself is a chunk of its own. */}
      <AskSeller
        listingId={data._id}
        productName={data.productName}
        sellerId={data.sellerId}
        sellerEmail={data.sellerEmail}
      />
    </>
  );
}

/** Sold or taken off the market: the gone state; unknown: the 404 page's words. */
export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const { id = '' } = useParams();
  const gone = listingGone(error);
  if (gone) return goneState(gone, id);
  const notFound = error instanceof ApiRequestError && error.status === 404;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center">
      <PageTitle title={notFound ? TEXTS.titles.notFound : TEXTS.titles.error} />
      {notFound ? (
        <>
          <p className="font-extrabold text-7xl text-primary" aria-hidden="true">
            404
          </p>
          <h1 className="font-bold text-2xl">{TEXTS.notFound}</h1>
          <Link to={paths.home} className="btn btn-primary">
            Back to home
          </Link>
        </>
      ) : (
        <>
          <h1 className="font-bold text-2xl">We couldn't open this listing</h1>
          <ErrorState
            title="The listing did not load."
            error={error}
            onRetry={() => void revalidator.revalidate()}
            retrying={revalidator.state === 'loading'}
          />
        </>
      )}
    </div>
  );
}
