import { PRODUCT_FIELD_LABELS } from '@phonebazaar/shared';
import type { Ref } from 'react';
import { FormField } from '../../../components/form/form-field';
import { PhoneIcon } from '../../../components/ui/icons';
import { type UploadState, useImageUpload } from '../hooks/use-image-upload';

interface ProductImageFieldProps {
  error?: string;
  onUploadChange: (state: UploadState) => void;
  ref?: Ref<HTMLInputElement>;
}

/** The product photo: a file input, its preview, and a progress bar while it uploads. */
export function ProductImageField({ error, onUploadChange, ref }: ProductImageFieldProps) {
  const { state, preview, start } = useImageUpload(onUploadChange);

  return (
    <FormField
      label={PRODUCT_FIELD_LABELS.productImg}
      error={error}
      hint="A clear photo of the phone itself: JPEG, PNG, WebP, GIF or AVIF, up to 5 MB."
      className="md:col-span-2"
    >
      {(control) => (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="flex aspect-[4/3] w-full shrink-0 items-center justify-center overflow-hidden rounded-box bg-base-200 ring-1 ring-base-300 sm:w-40">
            {preview ? (
              <img
                src={preview}
                alt="Preview of the chosen file"
                className="size-full object-cover"
              />
            ) : (
              <PhoneIcon className="size-10 text-base-content/40" />
            )}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <input
              {...control}
              ref={ref}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              className={`file-input w-full ${error ? 'file-input-error' : ''}`}
              onChange={(event) => void start(event.target.files?.[0])}
            />
            <UploadStatus state={state} />
          </div>
        </div>
      )}
    </FormField>
  );
}

function UploadStatus({ state }: { state: UploadState }) {
  // One live region that stays mounted, so each change is announced.
  return (
    <div role="status" className="flex min-h-6 flex-col gap-1 text-sm">
      {state.status === 'uploading' && (
        <>
          <progress
            className="progress progress-primary w-full"
            value={state.percent}
            max={100}
            aria-label="Uploading product image"
          />
          <span>Uploading photo… {state.percent}%</span>
        </>
      )}
      {state.status === 'done' && <span className="text-green-700">Photo uploaded.</span>}
    </div>
  );
}
