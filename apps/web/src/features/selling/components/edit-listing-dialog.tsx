import { zodResolver } from '@hookform/resolvers/zod';
import {
  addProductBodySchema,
  CONFIRM_TEXTS,
  PRODUCT_FIELD_LABELS as L,
  type OwnProduct,
  SELLING_TEXTS,
} from '@phonebazaar/shared';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { FormField } from '../../../components/form/form-field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useEditProduct } from '../api/edit-product';
import { toNumber } from '../utils/add-product-schema';
import { applyServerErrors } from '../utils/server-field-errors';
import { PriceField } from './price-field';

// Both stay required here: an edit keeps the listing complete (the server's own rules). The
// Add Product form's 20-character ask for new listings (issue #23 item 10) is not forced on
// an edit of a listing that already exists.
const editSchema = addProductBodySchema.pick({ sellingPrice: true, description: true });
type EditValues = z.input<typeof editSchema>;
type EditOutput = z.output<typeof editSchema>;
const FIELDS = ['sellingPrice', 'description'] as const;

interface EditListingDialogProps {
  listing: Pick<OwnProduct, '_id' | 'productName' | 'sellingPrice' | 'description'>;
  onClose: () => void;
}

/** Price and description of an unsold listing (PATCH /api/product/:id). */
export function EditListingDialog({ listing, onClose }: EditListingDialogProps) {
  const edit = useEditProduct();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditValues, unknown, EditOutput>({
    resolver: zodResolver(editSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { sellingPrice: listing.sellingPrice, description: listing.description },
  });

  const onSubmit = async (change: EditOutput) => {
    try {
      const reply = await edit.mutateAsync({ id: listing._id, change });
      if (reply.modifiedCount > 0) toast.success(SELLING_TEXTS.edited);
      else toast(SELLING_TEXTS.unchanged);
      onClose();
    } catch (error) {
      const unplaced = applyServerErrors(error, FIELDS, setError);
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
