import { FAVOURITE_HEART_TEXTS, TEXTS } from '@phonebazaar/shared';
import { Link, useLocation, useMatch } from 'react-router';
import { HeartIcon } from './visitor-card-actions-heart';

/** The search parameter that asks the page to open a listing's booking form on arrival. */
export const BOOK_PARAM = 'book';

/**
 * The simple card's actions (spec §2): visitors are sent to sign in, and the current
 * location travels along so login can bring them back, with `?book=<id>` so the booking
 * form they asked for opens again once they are signed in (issue #23 item 12). The heart
 * (issue #20) is a plain link to sign in too: back on this page they heart it for real. A
 * listing's page has its own heart beside Share, so its actions leave this one out.
 */
export function VisitorCardActions({ productId }: { productId: string }) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.set(BOOK_PARAM, productId);
  const back = { pathname: location.pathname, hash: location.hash };
  const onListingPage = useMatch('/listings/:id') !== null;
  return (
    <div className="flex w-full gap-2">
      <Link
        to="/login"
        state={{ from: { ...back, search: `?${search}` } }}
        className="btn btn-primary flex-1"
      >
        {TEXTS.bookNow}
      </Link>
      {!onListingPage && (
        <Link
          to="/login"
          state={{ from: { ...back, search: location.search } }}
          className="btn btn-square btn-outline"
          aria-label={FAVOURITE_HEART_TEXTS.save}
        >
          <HeartIcon />
        </Link>
      )}
    </div>
  );
}
