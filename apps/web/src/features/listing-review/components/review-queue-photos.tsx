import { LISTING_REVIEW_TEXTS, paths, type ReviewQueueItem } from '@phonebazaar/shared';
import { Link } from 'react-router';

const T = LISTING_REVIEW_TEXTS;

/**
 * The listing's photos in a row; small, so a matching pair fits side by side on a phone. Beside
 * them the listing code and the seller's photo of it, for the admin to compare (decision 042).
 */
export function ReviewQueuePhotos({ item }: { item: ReviewQueueItem }) {
  if (item.photos.length === 0 && !item.listingCode) return null;
  return (
    <div className="flex flex-wrap items-start gap-4">
      {item.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={T.photos}>
          {item.photos.map((photo, index) => (
            <li key={photo}>
              <img
                src={photo}
                alt={T.photoOf(item.productName, index + 1)}
                width={120}
                height={90}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-28 rounded-box bg-base-200 object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      <ReviewQueueCode item={item} />
    </div>
  );
}

/** The code the verification photo should show, and that photo when the seller added it. */
function ReviewQueueCode({ item }: { item: ReviewQueueItem }) {
  const code = item.listingCode;
  if (!code) return null;
  return (
    <figure className="flex flex-col gap-1 text-sm">
      {item.verificationPhoto ? (
        <img
          src={item.verificationPhoto}
          alt={T.codePhotoOf(item.productName, code)}
          width={120}
          height={90}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-28 rounded-box bg-base-200 object-cover"
        />
      ) : (
        <p className="text-base-content/70">{T.noCodePhoto}</p>
      )}
      <figcaption>
        <span className="text-base-content/70">{T.listingCode}:</span>{' '}
        <span className="font-mono font-semibold tracking-widest">{code}</span>
      </figcaption>
    </figure>
  );
}

/**
 * Each matching photo beside the other seller's, with that listing named and linked, so the
 * admin judges the pair with their own eyes rather than trusting the hash.
 */
export function ReviewQueueMatches({ item }: { item: ReviewQueueItem }) {
  if (item.matches.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {item.matches.map((match) => (
        <figure
          key={`${match.photo}-${match.matchedPhoto}`}
          className="rounded-box border border-warning/60 bg-warning/10 p-3"
        >
          <figcaption className="mb-2 font-semibold text-sm">
            {T.matchHeading}: {T.matchDistance(match.distance)}
          </figcaption>
          <div className="grid max-w-xl grid-cols-2 gap-3">
            <div className="flex flex-col gap-1">
              <img
                src={match.photo}
                alt={`${T.matchThis}: ${item.productName}`}
                width={200}
                height={150}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-box bg-base-200 object-cover"
              />
              <span className="text-sm">{T.matchThis}</span>
            </div>
            <div className="flex flex-col gap-1">
              <img
                src={match.matchedPhoto}
                alt={`${T.matchOther(match.matchedSellerName)}: ${match.matchedProductName}`}
                width={200}
                height={150}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-box bg-base-200 object-cover"
              />
              <span className="text-sm">
                {T.matchOther(match.matchedSellerName)}:{' '}
                <Link
                  to={paths.listing(match.matchedListingId)}
                  className="link link-primary break-words"
                >
                  {match.matchedProductName}
                </Link>
              </span>
            </div>
          </div>
        </figure>
      ))}
    </div>
  );
}
