import {
  addProductBodySchema,
  type ListingDetailsAnswer,
  listingDetailsSchema,
  type OwnProduct,
} from '@phonebazaar/shared';
import type { z } from 'zod';
import { imeiFormSchema, listingDetailsFormShape } from './add-product-schema';
import { detailsOf } from './listing-details-form';

/**
 * Price and description stay required here: an edit keeps the listing complete (the server's
 * own rules). The Add Product form's 20-character ask for new listings (issue #23 item 10) is
 * not forced on an edit of a listing that already exists. The issue #16 details are sent as
 * they are (an emptied defect list or a single photo is a change to say).
 */
export const editListingSchema = addProductBodySchema
  .pick({ sellingPrice: true, description: true })
  .extend({
    ...listingDetailsFormShape,
    defects: listingDetailsSchema.shape.defects,
    accessories: listingDetailsSchema.shape.accessories,
    photos: listingDetailsSchema.shape.photos,
    imei: imeiFormSchema,
  });
export type EditListingValues = z.input<typeof editListingSchema>;
export type EditListingOutput = z.output<typeof editListingSchema>;
export const EDIT_LISTING_FIELDS = Object.keys(
  editListingSchema.shape,
) as (keyof EditListingOutput)[];

export type EditableListing = Pick<
  OwnProduct,
  '_id' | 'productName' | 'sellingPrice' | 'description' | 'productImg' | 'categoriesId'
> &
  Pick<OwnProduct, 'productCondition'> &
  Partial<ListingDetailsAnswer>;

/** The photos a listing shows today: its list, or (an older listing) its one productImg. */
export function photosOf(listing: EditableListing): string[] {
  return listing.photos && listing.photos.length > 0 ? listing.photos : [listing.productImg];
}

export function editDefaults(listing: EditableListing): EditListingValues {
  return {
    sellingPrice: listing.sellingPrice,
    description: listing.description,
    ...detailsOf(listing),
    photos: photosOf(listing),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The PATCH body: price and description as before, and only the details the seller changed,
 * so an edit of the price alone sends what it always sent.
 */
export function editBody(listing: EditableListing, output: EditListingOutput) {
  const before = editDefaults(listing) as Record<string, unknown>;
  const { sellingPrice, description, ...details } = output;
  const changed = Object.fromEntries(
    Object.entries(details).filter(
      ([name, value]) => value !== undefined && !same(value, before[name]),
    ),
  );
  return { sellingPrice, description, ...changed };
}
