import { RATING_TEXTS } from '@phonebazaar/shared';

/**
 * The computed "Trusted seller" mark (issue #19), beside the manual verified mark: a shield
 * with its name, so it never reads as a second verified check.
 */
export function TrustedSellerBadge() {
  return (
    <span className="badge badge-xs gap-0.5 whitespace-nowrap border-green-700 bg-green-50 font-semibold text-green-800">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3" fill="currentColor">
        <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z" />
      </svg>
      {RATING_TEXTS.trustedSeller}
    </span>
  );
}
