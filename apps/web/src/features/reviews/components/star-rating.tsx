import { REVIEW_TEXTS as T } from '@phonebazaar/shared';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
const FIVE = [1, 2, 3, 4, 5];

/**
 * A review's stars, read out as "4 out of 5 stars". Drawn, not typed: the empty stars are
 * pale on purpose and are no text to be read.
 */
export function StarRating({ stars, size = 'size-4' }: { stars: number; size?: string }) {
  return (
    <span role="img" aria-label={T.starsOf(stars)} className="inline-flex">
      {FIVE.map((n) => (
        <svg
          key={n}
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`${size} ${n <= stars ? 'text-amber-500' : 'text-base-300'}`}
          fill="currentColor"
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
