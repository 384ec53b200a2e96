import { FAVOURITE_HEART_TEXTS, paths, routePatterns, TEXTS } from '@phonebazaar/shared';
import { Link, useLocation, useMatch } from 'react-router';
import { HeartIcon } from './visitor-card-actions-heart';

/** The search parameter that asks the page to open a listing's booking form on arrival. */
export const BOOK_PARAM = 'book';
/** The search parameter that hearts a listing on arrival, once signed in (issue #20). */
export const HEART_PARAM = 'heart';

/**
 * The simple card's actions (spec §2): visitors are sent to sign in, and the current
 * location travels along so login can bring them back, with `?book=<id>` so the booking
 * form they asked for opens again once they are signed in (issue #23 item 12). The heart
 * (issue #20) is a plain link to sign in too, with `?heart=<id>`: back on this page, signed in,
 * the phone is hearted. A
 * listing's page has its own heart beside Share, so its actions leave this one out.
 */
export function VisitorCardActions({ productId }: { productId: string }) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.set(BOOK_PARAM, productId);
  const back = { pathname: location.pathname, hash: location.hash };
  const hearted = new URLSearchParams(location.search);
  hearted.set(HEART_PARAM, productId);
  const onListingPage = useMatch(routePatterns.listing) !== null;
  return (
    <div className="flex w-full gap-2">
      <Link
        to={paths.login}
        state={{ from: { ...back, search: `?${search}` } }}
        className="btn btn-primary flex-1"
      >
        {TEXTS.bookNow}
      </Link>
      {!onListingPage && (
        <Link
          to={paths.login}
          state={{ from: { ...back, search: `?${hearted}` } }}
          className="btn btn-square btn-outline"
          aria-label={FAVOURITE_HEART_TEXTS.save}
        >
          <HeartIcon />
        </Link>
      )}
    </div>
  );
}
