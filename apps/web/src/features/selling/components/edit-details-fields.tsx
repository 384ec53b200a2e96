import { PHONE_TEXTS } from '@phonebazaar/shared';
import type { PhotosReport } from '../hooks/use-photo-uploads';
import type { EditableListing } from '../utils/edit-listing-schema';
import { conflictMessage, type DetailsForm } from '../utils/listing-details-form';
import { DefectsAccessoriesFields } from './checkbox-groups';
import { ImeiField } from './imei-field';
import { PhoneModelFields } from './phone-model-fields';
import { PhotosField } from './photos-field';
import { VariantBatteryFields } from './variant-battery-fields';

interface EditDetailsFieldsProps {
  form: DetailsForm;
  listing: EditableListing;
  initialPhotos: readonly string[];
  photosError?: string;
  onPhotosChange: (report: PhotosReport) => void;
}

/** The issue #16 details in the edit dialog: the same field groups as Add Product. */
export function EditDetailsFields({
  form,
  listing,
  initialPhotos,
  photosError,
  onPhotosChange,
}: EditDetailsFieldsProps) {
  const conflict = conflictMessage(listing.productCondition, form.watch('defects'));
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <PhotosField
        label={PHONE_TEXTS.labels.photos}
        initial={initialPhotos}
        error={photosError}
        onPhotosChange={onPhotosChange}
      />
      <PhoneModelFields form={form} categoryId={listing.categoriesId} />
      <VariantBatteryFields form={form} />
      <DefectsAccessoriesFields form={form} conflict={conflict} />
      <ImeiField form={form} onFileLast4={listing.imeiLast4} />
    </div>
  );
}
