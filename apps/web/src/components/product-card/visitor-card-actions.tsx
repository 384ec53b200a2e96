import { TEXTS } from '@phonebazaar/shared';
import { Link, useLocation } from 'react-router';

/**
 * The simple card's only action (spec §2): visitors are sent to sign in, and the current
 * location travels along so login can bring them back.
 */
export function VisitorCardActions() {
  const location = useLocation();
  return (
    <Link to="/login" state={{ from: location }} className="btn btn-primary btn-block">
      {TEXTS.bookNow}
    </Link>
  );
}
