import { zodResolver } from '@hookform/resolvers/zod';
import { type Category, SELLING_TEXTS, TEXTS } from '@phonebazaar/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { SessionUser } from '../../../lib/session';
import { useAddProduct } from '../api/add-product';
import type { PhotosReport } from '../hooks/use-photo-uploads';
import {
  ADD_PRODUCT_FIELDS,
  type AddProductFormValues,
  addProductFormSchema,
  type NewProduct,
} from '../utils/add-product-schema';
import { conflictMessage } from '../utils/listing-details-form';
import { applyServerErrors } from '../utils/server-field-errors';
import { ProductInformationFields } from './product-information-fields';
import { SellerInformation } from './seller-information';

interface AddProductFormProps {
  user: SessionUser;
  categories: UseQueryResult<Category[]>;
  onAdded: () => void;
}

const EMPTY_PARTS: Partial<AddProductFormValues> = {
  productName: '',
  purchaseYear: '',
  categoriesId: '',
  productImg: '',
  description: '',
  sellerPhone: '',
  defects: [],
  accessories: [],
};
// Inputs start empty; the resolver, not the type, guarantees a complete body.
const EMPTY = EMPTY_PARTS as AddProductFormValues;

/** Spec §2 Add Product: validated on submit, then on every change (spec §5). */
export function AddProductForm({ user, categories, onAdded }: AddProductFormProps) {
  const addProduct = useAddProduct();
  // The photo must be on the server before the listing is (spec: "upload must have finished").
  const uploading = useRef(false);
  const resolver = useMemo<Resolver<AddProductFormValues, unknown, NewProduct>>(() => {
    const base = zodResolver(addProductFormSchema);
    return async (values, context, options) => {
      const result = await base(values, context, options);
      const errors = { ...result.errors };
      if (uploading.current) {
        errors.productImg = { type: 'uploading', message: SELLING_TEXTS.waitForUpload };
      }
      // The grade-vs-defects rule spans two fields, so the schema's per-field checks miss it.
      const conflict = conflictMessage(values.productCondition, values.defects);
      if (conflict && !errors.productCondition) {
        errors.productCondition = { type: 'conflict', message: conflict };
      }
      if (!uploading.current && !conflict) return result;
      return { values: {}, errors };
    };
  }, []);
  const form = useForm<AddProductFormValues, unknown, NewProduct>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const { handleSubmit, setValue, setError, formState } = form;

  const onPhotosChange = useCallback(
    ({ urls, uploading: busy, problem }: PhotosReport) => {
      uploading.current = busy;
      // The cover is the spec's productImg; every photo, in order, is `photos`.
      setValue('photos', urls.length > 0 ? urls : undefined);
      // After a first submit, say at once whether the photos are now fine; a refused file's
      // message wins over that check, which would only say "required".
      setValue('productImg', urls[0] ?? '', {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted && !problem,
      });
      if (problem) setError('productImg', { type: 'upload', message: problem });
    },
    [form, setError, setValue],
  );

  const onSubmit = async (product: NewProduct) => {
    try {
      await addProduct.mutateAsync(product);
      toast.success(TEXTS.toast.productAdded);
      onAdded();
    } catch (error) {
      const unplaced = applyServerErrors(error, ADD_PRODUCT_FIELDS, setError);
      if (unplaced) toast.error(unplaced);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-8">
      <Section id="product-information" title={SELLING_TEXTS.productInformation}>
        <ProductInformationFields
          form={form}
          categories={categories}
          onPhotosChange={onPhotosChange}
        />
      </Section>
      <Section id="seller-information" title={SELLING_TEXTS.sellerInformation}>
        <SellerInformation user={user} />
      </Section>
      <button
        type="submit"
        className="btn btn-primary btn-lg self-stretch sm:self-start"
        disabled={formState.isSubmitting}
        aria-busy={formState.isSubmitting}
      >
        {formState.isSubmitting && (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        )}
        {TEXTS.titles.addProduct}
      </button>
    </form>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="mb-5 font-semibold text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
