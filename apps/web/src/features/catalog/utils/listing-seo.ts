import { formatUsd, type PublicListing } from '@phonebazaar/shared';

const DESCRIPTION_MAX = 160;

/** The meta and Open Graph description: what a search result shows under the title. */
export function listingDescription(listing: PublicListing): string {
  const lead = `${listing.productName} for ${formatUsd(listing.sellingPrice)} (market ${formatUsd(listing.marketPrice)}), ${listing.productCondition} condition, ${listing.area}.`;
  const text = `${lead} ${listing.description}`.replace(/\s+/g, ' ').trim();
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/**
 * schema.org Product with its Offer (issue #16), for search engines' rich results. Used
 * listings: UsedCondition; a listing on the page is in stock unless it sold.
 */
export function listingJsonLd(listing: PublicListing, photos: string[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.productName,
    image: photos,
    description: listing.description,
    offers: {
      '@type': 'Offer',
      url: listing.url,
      price: listing.sellingPrice.toFixed(2),
      priceCurrency: 'USD',
      availability: listing.sold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
    },
  };
}

/**
 * JSON as the text of a <script type="application/ld+json">: no `<` can close the element
 * and no line separator can break it. A data block never runs, so the Content Security
 * Policy needs no exception for it (like the prerender state, decision 018).
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
