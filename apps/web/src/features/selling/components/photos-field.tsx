import { PHOTOS_MAX, PRODUCT_FIELD_LABELS } from '@phonebazaar/shared';
import { type Ref, useEffect, useState } from 'react';
import { FormField } from '../../../components/form/form-field';
import { PhoneIcon } from '../../../components/ui/icons';
import { type PhotosReport, usePhotoUploads } from '../hooks/use-photo-uploads';
import { PhotoListItem } from './photo-list-item';

interface PhotosFieldProps {
  /** The spec's "Product image" on Add Product; the edit dialog says "Photos". */
  label?: string;
  error?: string;
  /** Photos the listing already has (edit dialog). */
  initial?: readonly string[];
  onPhotosChange: (report: PhotosReport) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The listing's 1-8 photos under the spec's "Product image" label: a multiple file input,
 * the cover's preview, and a list with each photo's progress, remove and reorder buttons.
 */
export function PhotosField({
  label = PRODUCT_FIELD_LABELS.productImg,
  error,
  initial = [],
  onPhotosChange,
  ref,
}: PhotosFieldProps) {
  const { items, add, remove, move } = usePhotoUploads(initial, onPhotosChange);
  // After a move the pressed button follows its photo; at an end, the other one takes focus.
  const [focus, setFocus] = useState<{ key: string; by: -1 | 1 } | null>(null);
  useEffect(() => {
    if (!focus) return;
    const item = document.querySelector(`[data-photo-key="${focus.key}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-move="${focus.by}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-move="${-focus.by}"]`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setFocus(null);
  }, [focus]);
  const cover = items[0];
  const full = items.length >= PHOTOS_MAX;

  return (
    <FormField
      label={label}
      error={error}
      hint={`1 to ${PHOTOS_MAX} clear photos of the phone itself; the first is the cover. JPEG, PNG, WebP, GIF or AVIF, up to 5 MB each.`}
      className="md:col-span-2"
    >
      {(control) => (
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <div className="flex aspect-[4/3] w-full shrink-0 items-center justify-center overflow-hidden rounded-box bg-base-200 ring-1 ring-base-300 sm:w-40">
              {cover ? (
                <img
                  src={cover.preview}
                  alt="Preview of the chosen file"
                  className="size-full object-cover"
                />
              ) : (
                <PhoneIcon className="size-10 text-base-content/40" />
              )}
            </div>
            <input
              {...control}
              ref={ref}
              type="file"
              multiple
              disabled={full}
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              className={`file-input w-full min-w-0 ${error ? 'file-input-error' : ''}`}
              onChange={(event) => {
                add(Array.from(event.target.files ?? []));
                // The same file can be picked again after it was removed.
                event.target.value = '';
              }}
            />
          </div>
          {items.length > 0 && (
            <ol aria-label={`Photos (${items.length} of ${PHOTOS_MAX})`} className="grid gap-2">
              {items.map((item, index) => (
                <PhotoListItem
                  key={item.key}
                  item={item}
                  index={index}
                  count={items.length}
                  onRemove={() => remove(item.key)}
                  onMove={(by) => {
                    move(item.key, by);
                    setFocus({ key: item.key, by });
                  }}
                />
              ))}
            </ol>
          )}
        </div>
      )}
    </FormField>
  );
}
