import { formatLongDate, type SellerProfile, REVIEW_TEXTS as T } from '@phonebazaar/shared';
import {
  PhoneVerifiedBadge,
  TrustedSellerBadge,
} from '../../../components/product-card/seller-info';
import { VerifiedSellerBadge } from '../../../components/ui/verified-seller-badge';

/** Who the seller is and what their deals say (issue #19): the top of their profile. */
export function SellerProfileHeader({ profile }: { profile: SellerProfile }) {
  const { rating } = profile;
  return (
    <header className="flex flex-col gap-6">
      <div className="flex items-center gap-4">
        {profile.image ? (
          // The name is right beside the picture, so the picture itself says nothing new.
          <img
            src={profile.image}
            alt=""
            width={96}
            height={96}
            decoding="async"
            className="size-24 shrink-0 rounded-full bg-base-200 object-cover"
          />
        ) : (
          <div className="avatar avatar-placeholder" aria-hidden="true">
            <div className="size-24 rounded-full bg-neutral text-neutral-content">
              <span className="text-4xl">{profile.name.charAt(0).toUpperCase() || '?'}</span>
            </div>
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="flex flex-wrap items-center gap-2 font-bold text-3xl">
            <span className="break-words">{profile.name}</span>
            {profile.verified && <VerifiedSellerBadge className="size-6" />}
            {profile.phoneVerified && <PhoneVerifiedBadge />}
          </h1>
          {profile.trusted && (
            <p className="flex flex-wrap items-center gap-2 text-base-content/80 text-sm">
              <TrustedSellerBadge />
              <span>{T.trustedSellerHint}</span>
            </p>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Figure term={T.memberSince}>
          <time dateTime={profile.memberSince}>{formatLongDate(profile.memberSince)}</time>
        </Figure>
        <Figure term={T.completedSales}>{profile.completedSales}</Figure>
        <Figure term={T.rating}>
          {rating.average === null ? (
            T.noRating
          ) : (
            <>
              {rating.average.toFixed(1)} ★{' '}
              <span className="font-normal text-base-content/80 text-sm">
                ({T.ratingCount(rating.count)})
              </span>
            </>
          )}
        </Figure>
        <Figure term={T.asDescribed}>
          {profile.asDescribedShare === null
            ? T.asDescribedFew(profile.asDescribedAnswers ?? 0)
            : T.percent(profile.asDescribedShare)}
        </Figure>
      </dl>
    </header>
  );
}

function Figure({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="rounded-box bg-base-200 p-4">
      <dt className="text-base-content/80 text-xs">{term}</dt>
      <dd className="font-semibold text-xl">{children}</dd>
    </div>
  );
}
