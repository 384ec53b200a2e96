import {
  type Condition,
  conflictingDefects,
  type Defect,
  type ListingDetailsAnswer,
  PHONE_TEXTS,
} from '@phonebazaar/shared';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { listingDetailsFormShape } from './add-product-schema';

const detailsFormSchema = z.object(listingDetailsFormShape);

/**
 * The fields the issue #16 field groups read and write. Add Product and the edit dialog both
 * hold them (with their own other fields), so the groups take the form as this shape.
 */
export type DetailsFormValues = z.input<typeof detailsFormSchema> & {
  categoriesId?: string;
  productName?: string;
  productCondition?: Condition;
  productImg?: string;
};
export type DetailsOutput = z.output<typeof detailsFormSchema>;
// biome-ignore lint/suspicious/noExplicitAny: the groups never read the form's output type
export type DetailsForm = UseFormReturn<DetailsFormValues, unknown, any>;

/** "The condition does not match the defects listed: Screen crack", or nothing. */
export function conflictMessage(
  condition: Condition | undefined,
  defects: readonly Defect[] | false | undefined,
): string | undefined {
  if (!condition || !Array.isArray(defects)) return undefined;
  const conflicts = conflictingDefects(condition, defects);
  if (conflicts.length === 0) return undefined;
  const names = conflicts.map((d) => PHONE_TEXTS.defects[d]).join(', ');
  return `${PHONE_TEXTS.errors.CONDITION_CONFLICTS_DEFECTS}: ${names} (not allowed as ${condition})`;
}

/** The edit dialog's starting values from a listing (old listings have none of them). */
export function detailsOf(listing: Partial<ListingDetailsAnswer>): DetailsFormValues {
  return {
    modelId: listing.modelId ?? undefined,
    storageGb: listing.storageGb ?? undefined,
    ramGb: listing.ramGb ?? undefined,
    colour: listing.colour ?? undefined,
    variant: listing.variant ?? undefined,
    batteryHealth: listing.batteryHealth ?? undefined,
    defects: listing.defects ?? [],
    accessories: listing.accessories ?? [],
    imei: undefined,
  };
}
