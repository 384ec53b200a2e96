import { TEXTS } from '@phonebazaar/shared';

/**
 * The blue check beside a verified seller's name. The tooltip helps sighted mouse users;
 * the image's own name is what screen readers announce.
 */
export function VerifiedSellerBadge({ className = 'size-5' }: { className?: string }) {
  return (
    <span className="tooltip tooltip-top inline-flex" data-tip={TEXTS.verifiedSeller}>
      <svg
        role="img"
        aria-label={TEXTS.verifiedSeller}
        viewBox="0 0 24 24"
        className={`${className} text-sky-600`}
        xmlns="http://www.w3.org/2000/svg"
      >
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
    </span>
  );
}
