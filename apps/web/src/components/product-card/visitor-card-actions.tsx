import { TEXTS } from '@phonebazaar/shared';
import { Link, useLocation } from 'react-router';

/** The search parameter that asks the page to open a listing's booking form on arrival. */
export const BOOK_PARAM = 'book';

/**
 * The simple card's only action (spec §2): visitors are sent to sign in, and the current
 * location travels along so login can bring them back, with `?book=<id>` so the booking
 * form they asked for opens again once they are signed in (issue #23 item 12).
 */
export function VisitorCardActions({ productId }: { productId: string }) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.set(BOOK_PARAM, productId);
  const from = { pathname: location.pathname, search: `?${search}`, hash: location.hash };
  return (
    <Link to="/login" state={{ from }} className="btn btn-primary btn-block">
      {TEXTS.bookNow}
    </Link>
  );
}
