import { type SellerProfile, REVIEW_TEXTS as T } from '@phonebazaar/shared';
import { PageTitle } from '../../../components/ui/page-title';
import { SellerListings } from './seller-listings';
import { SellerProfileHeader } from './seller-profile-header';
import { SellerReviews } from './seller-reviews';

/**
 * A seller's public profile (issue #19): who they are, their figures, their phones for sale
 * and the published reviews about them. React 19 hoists the title and meta tags into <head>;
 * the prerenderer sends them there.
 */
export function SellerProfileView({ profile }: { profile: SellerProfile }) {
  const description = T.profileDescription(
    profile.name,
    profile.completedSales,
    profile.rating.average,
    profile.rating.count,
  );
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-8">
      <PageTitle title={profile.name} />
      <meta name="description" content={description} />
      <meta property="og:type" content="profile" />
      <meta property="og:title" content={profile.name} />
      <meta property="og:description" content={description} />
      {profile.image && <meta property="og:image" content={profile.image} />}
      <SellerProfileHeader profile={profile} />
      <SellerListings listings={profile.listings} />
      <SellerReviews sellerId={profile.id} sellerName={profile.name} />
    </div>
  );
}
