import {
  formatLongDate,
  formatUsd,
  type OwnProduct,
  paths,
  SELLING_TEXTS,
} from '@phonebazaar/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { SoldBanner } from '../../../components/product-card/product-badges';
import { PencilIcon } from '../../../components/ui/action-icons';
import { listingStates } from '../utils/listing-states';
import { EditListingDialog } from './edit-listing-dialog';
import { ListingManageActions } from './listing-manage-actions';
import { OwnListingCode } from './own-listing-code';
import { OwnListingCodePhoto } from './own-listing-code-photo';
import { OwnListingReview } from './own-listing-review';

/** One row of My Products: what it is, what it costs, where it stands, what can be done. */
export function OwnListingItem({ listing }: { listing: OwnProduct }) {
  const [editing, setEditing] = useState(false);
  const headingId = `own-${listing._id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      // Phone: thumbnail beside the text, actions below; wider: one row with actions on the right.
      className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:grid-cols-[8rem_minmax(0,1fr)_9rem] sm:items-center"
    >
      <div className="relative">
        <img
          src={listing.productImg}
          alt={listing.productName}
          width={160}
          height={120}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full rounded-box bg-base-200 object-cover"
        />
        {listing.sold && <SoldBanner small />}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <h2 id={headingId} className="font-semibold leading-snug sm:text-lg">
          {/* The listing as buyers see it (issue #46). */}
          <Link to={paths.listing(listing._id)} className="link link-hover">
            {listing.productName}
          </Link>
        </h2>
        {!listing.sold && (
          <ul className="flex flex-wrap gap-2" aria-label="Listing status">
            {listingStates(listing).map((state) => (
              <li key={state.label} className={`badge ${state.tone} font-semibold`}>
                {state.label}
              </li>
            ))}
          </ul>
        )}
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-base-content/70">Price</dt>
            <dd className="font-bold text-primary">{formatUsd(listing.sellingPrice)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-base-content/70">Market</dt>
            <dd className="line-through">{formatUsd(listing.marketPrice)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-base-content/70">Posted</dt>
            <dd>
              <time dateTime={listing.postTime}>{formatLongDate(listing.postTime)}</time>
            </dd>
          </div>
        </dl>
        <OwnListingReview listing={listing} onResubmit={() => setEditing(true)} />
        <OwnListingCode listing={listing} />
        <OwnListingCodePhoto listing={listing} />
      </div>
      <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1 sm:flex-col sm:items-stretch">
        {!listing.sold && (
          <button
            type="button"
            className="btn btn-sm btn-outline"
            aria-label={`${SELLING_TEXTS.edit} ${listing.productName}`}
            onClick={() => setEditing(true)}
          >
            <PencilIcon className="size-4" />
            {SELLING_TEXTS.edit}
          </button>
        )}
        <ListingManageActions listing={listing} owner size="sm" />
      </div>
      {editing && (
        <EditListingDialog
          listing={listing}
          resubmits={listing.review?.state === 'rejected'}
          onClose={() => setEditing(false)}
        />
      )}
    </article>
  );
}
