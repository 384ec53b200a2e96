import type { PublicListing } from '@phonebazaar/shared';
import { PageTitle } from '../../../../components/ui/page-title';
import { listingDescription, listingJsonLd, scriptSafeJson } from '../../utils/listing-seo';

/**
 * What a listing's page says about itself to search engines and link previews (issue #16).
 * React 19 hoists the title, meta and link tags into <head>; the prerenderer sends them there.
 */
export function ListingHead({ listing, photos }: { listing: PublicListing; photos: string[] }) {
  const description = listingDescription(listing);
  return (
    <>
      <PageTitle title={listing.productName} />
      <meta name="description" content={description} />
      <link rel="canonical" href={listing.url} />
      <meta property="og:type" content="product" />
      <meta property="og:title" content={listing.productName} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={listing.productImg} />
      <meta property="og:url" content={listing.url} />
      <meta name="twitter:card" content="summary_large_image" />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(listingJsonLd(listing, photos)) }}
      />
    </>
  );
}
