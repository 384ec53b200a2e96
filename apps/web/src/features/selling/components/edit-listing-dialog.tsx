import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONFIRM_TEXTS,
  type EditProductBody,
  PRODUCT_FIELD_LABELS as L,
  LISTING_REVIEW_TEXTS,
  PRICE_CONFIRMATION_REQUIRED,
  PRICE_GUIDE_TEXTS,
  SELLING_TEXTS,
} from '@phonebazaar/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormField } from '../../../components/form/form-field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { useEditProduct } from '../api/edit-product';
import type { PhotosReport } from '../hooks/use-photo-uploads';
import { toNumber } from '../utils/add-product-schema';
import {
  EDIT_LISTING_FIELDS,
  type EditableListing,
  type EditListingOutput,
  type EditListingValues,
  editBody,
  editDefaults,
  editListingSchema,
  photosOf,
} from '../utils/edit-listing-schema';
import { conflictMessage, type DetailsForm } from '../utils/listing-details-form';
import { applyServerErrors } from '../utils/server-field-errors';
import { EditDetailsFields } from './edit-details-fields';
import { PriceField } from './price-field';

interface EditListingDialogProps {
  listing: EditableListing;
  onClose: () => void;
  /** Issue #21: the listing was rejected, so saving sends it back to review (the server's rule). */
  resubmits?: boolean;
}

/** Price, description and the phone's details of an unsold listing (PATCH /api/product/:id). */
export function EditListingDialog({ listing, onClose, resubmits = false }: EditListingDialogProps) {
  const edit = useEditProduct();
  const uploading = useRef(false);
  const initialPhotos = useMemo(() => photosOf(listing), [listing]);
  const resolver = useMemo<Resolver<EditListingValues, unknown, EditListingOutput>>(() => {
    const base = zodResolver(editListingSchema);
    return async (values, context, options) => {
      const result = await base(values, context, options);
      const conflict = conflictMessage(listing.productCondition, values.defects);
      if (!uploading.current && !conflict) return result;
      const errors = { ...result.errors };
      if (uploading.current) {
        errors.photos = { type: 'uploading', message: SELLING_TEXTS.waitForUpload };
      }
      if (conflict) errors.defects = { type: 'conflict', message: conflict };
      return { values: {}, errors };
    };
  }, [listing.productCondition]);
  const form = useForm<EditListingValues, unknown, EditListingOutput>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: editDefaults(listing),
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  const onPhotosChange = useCallback(
    ({ urls, uploading: busy, problem }: PhotosReport) => {
      uploading.current = busy;
      setValue('photos', urls, {
        shouldValidate: form.formState.isSubmitted && !problem,
      });
      if (problem) setError('photos', { type: 'upload', message: problem });
    },
    [form, setError, setValue],
  );

  // Issue #20: a new price far below typical, waiting for the seller's yes (the server's words).
  const [lowPrice, setLowPrice] = useState<{ change: EditProductBody; message: string } | null>(
    null,
  );
  const save = async (change: EditProductBody) => {
    const reply = await edit.mutateAsync({ id: listing._id, change });
    if (reply.modifiedCount > 0) {
      toast.success(resubmits ? LISTING_REVIEW_TEXTS.own.resubmitted : SELLING_TEXTS.edited);
    } else toast(SELLING_TEXTS.unchanged);
    onClose();
  };

  const onSubmit = async (output: EditListingOutput) => {
    const change = editBody(listing, output);
    setLowPrice(null);
    try {
      await save(change);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === PRICE_CONFIRMATION_REQUIRED) {
        setLowPrice({ change, message: error.message });
        return;
      }
      const unplaced = applyServerErrors(error, EDIT_LISTING_FIELDS, setError);
      if (unplaced) setError('root.server', { message: unplaced });
    }
  };

  return (
    <ModalDialog
      title={`${SELLING_TEXTS.edit} ${listing.productName}`}
      onClose={onClose}
      busy={isSubmitting}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        <PriceField
          label={L.sellingPrice}
          error={errors.sellingPrice?.message}
          registration={register('sellingPrice', { setValueAs: toNumber })}
        />
        <FormField label={L.description} error={errors.description?.message}>
          {(c) => (
            <textarea
              {...c}
              rows={5}
              className={`textarea w-full ${errors.description ? 'textarea-error' : ''}`}
              {...register('description')}
            />
          )}
        </FormField>
        <EditDetailsFields
          form={form as unknown as DetailsForm}
          listing={listing}
          initialPhotos={initialPhotos}
          photosError={errors.photos?.message}
          onPhotosChange={onPhotosChange}
        />
        {lowPrice && (
          <div
            role="alert"
            className="flex flex-col gap-2 rounded-box bg-amber-50 px-3 py-2 text-sm"
          >
            <p className="text-amber-900">{lowPrice.message}</p>
            <button
              type="button"
              className="btn btn-sm btn-primary self-start"
              disabled={isSubmitting}
              onClick={() =>
                void save({ ...lowPrice.change, confirmLowPrice: true }).catch((error) => {
                  const unplaced = applyServerErrors(error, EDIT_LISTING_FIELDS, setError);
                  if (unplaced) setError('root.server', { message: unplaced });
                })
              }
            >
              {PRICE_GUIDE_TEXTS.confirmAction}
            </button>
          </div>
        )}
        {errors.root?.server && (
          <p role="alert" className="rounded-box bg-red-50 px-3 py-2 text-red-700 text-sm">
            {errors.root.server.message}
          </p>
        )}
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={isSubmitting}>
            {CONFIRM_TEXTS.cancel}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={isSubmitting}
            aria-busy={isSubmitting}
          >
            {isSubmitting && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            Save changes
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
