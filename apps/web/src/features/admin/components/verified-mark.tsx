import { ADMIN_TEXTS } from '@phonebazaar/shared';

/** All Seller's verified badge: the same blue check buyers see on the seller's cards. */
export function VerifiedMark() {
  return (
    <span className="badge gap-1 whitespace-nowrap border-sky-200 bg-sky-50 font-semibold text-sky-800">
      <svg viewBox="0 0 24 24" className="size-4 text-sky-600" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path
          d="m8 12.3 2.7 2.7L16.2 9.5"
          fill="none"
          stroke="white"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {ADMIN_TEXTS.verified}
    </span>
  );
}
