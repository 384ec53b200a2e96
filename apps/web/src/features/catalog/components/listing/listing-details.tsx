import {
  formatLongDate,
  formatYear,
  PHONE_TEXTS as P,
  type PublicListing,
  LISTING_TEXTS as T,
} from '@phonebazaar/shared';
import type { ReactNode } from 'react';

/** A listing's page data: the card's fields (with issue #16's details) and the seller's card. */
export type ListingWithDetails = PublicListing;

/** The grade and what it promises (PHONE_TEXTS.grades), then the phone's facts and chips. */
export function ListingDetails({ listing }: { listing: ListingWithDetails }) {
  const rubric = P.grades[listing.productCondition];
  const { defects, accessories } = listing;
  // "No defects" only for a listing whose seller filled in the phone's details: an older one
  // has an empty list without having said anything.
  const declared = Boolean(
    defects.length ||
      listing.modelName ||
      listing.storageGb ||
      listing.variant ||
      listing.batteryHealth,
  );
  const gb = (n: number | null | undefined) => (n ? `${n} GB` : undefined);
  const facts: [string, ReactNode][] = [
    [P.labels.model, listing.modelName],
    [P.labels.storage, gb(listing.storageGb)],
    [P.labels.ram, gb(listing.ramGb)],
    [P.labels.colour, listing.colour],
    [P.labels.variant, listing.variant ? P.variants[listing.variant] : undefined],
    [P.labels.batteryHealth, listing.batteryHealth ? T.battery(listing.batteryHealth) : undefined],
    [P.labels.imei, listing.imeiLast4 ? T.imeiLast4(listing.imeiLast4) : undefined],
    [T.area, listing.area],
    [T.purchaseYear, formatYear(listing.purchaseYear)],
    [T.posted, <time dateTime={listing.postTime}>{formatLongDate(listing.postTime)}</time>],
  ];

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="listing-grade" className="rounded-box bg-base-200 p-4">
        <h2 id="listing-grade" className="mb-2 font-semibold text-lg">
          {T.grade(listing.productCondition)}
        </h2>
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          {(Object.keys(P.rubricParts) as (keyof typeof P.rubricParts)[]).map((part) => (
            <div key={part} className="contents">
              <dt className="font-medium">{P.rubricParts[part]}</dt>
              <dd className="mb-1 text-base-content/80 sm:mb-0">{rubric[part]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="listing-specs">
        <h2 id="listing-specs" className="mb-2 font-semibold text-lg">
          {T.specs}
        </h2>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
          {facts
            .filter(([, value]) => value !== undefined && value !== null && value !== '')
            .map(([term, value]) => (
              <div key={term}>
                <dt className="text-base-content/70 text-xs">{term}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
        </dl>
      </section>
      {(declared || accessories.length > 0) && (
        <div className="flex flex-col gap-3">
          {declared && (
            <Chips
              label={P.labels.defects}
              items={defects.map((d) => P.defects[d])}
              empty={P.noDefects}
              tone="badge-warning"
            />
          )}
          {accessories.length > 0 && (
            <Chips
              label={P.labels.accessories}
              items={accessories.map((a) => P.accessories[a])}
              tone="badge-info"
            />
          )}
        </div>
      )}
    </div>
  );
}

function Chips({
  label,
  items,
  empty,
  tone,
}: {
  label: string;
  items: string[];
  empty?: string;
  tone: string;
}) {
  return (
    <div>
      <h3 className="mb-1 font-medium text-sm">{label}</h3>
      {items.length === 0 ? (
        // The soft tint alone is too faint for its own colour as text (axe, contrast): dark text.
        <p className="badge badge-success badge-soft text-base-content">{empty}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {items.map((item) => (
            <li key={item} className={`badge badge-soft text-base-content ${tone}`}>
              {item}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
