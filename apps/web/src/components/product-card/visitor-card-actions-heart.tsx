/**
 * The heart of favourites (issue #20), drawn inline: the visitor's card heart is in the
 * initial JavaScript, so no icon library. Filled when the phone is saved.
 */
export function HeartIcon({ filled = false, className = 'size-5' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      <path d="M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9Z" />
    </svg>
  );
}
