import { zodResolver } from '@hookform/resolvers/zod';
import { type Category, SELLING_TEXTS, TEXTS } from '@phonebazaar/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { SessionUser } from '../../../lib/session';
import { useAddProduct } from '../api/add-product';
import type { UploadState } from '../hooks/use-image-upload';
import {
  ADD_PRODUCT_FIELDS,
  type AddProductFormValues,
  addProductFormSchema,
  type NewProduct,
} from '../utils/add-product-schema';
import { applyServerErrors } from '../utils/server-field-errors';
import { ProductInformationFields } from './product-information-fields';
import { SellerInformation } from './seller-information';

interface AddProductFormProps {
  user: SessionUser;
  categories: UseQueryResult<Category[]>;
  onAdded: () => void;
}

const EMPTY: AddProductFormValues = {
  productName: '',
  purchaseYear: '',
  categoriesId: '',
  productImg: '',
  description: '',
  sellerPhone: '',
} as AddProductFormValues;

/** Spec §2 Add Product: validated on submit, then on every change (spec §5). */
export function AddProductForm({ user, categories, onAdded }: AddProductFormProps) {
  const addProduct = useAddProduct();
  // The photo must be on the server before the listing is (spec: "upload must have finished").
  const uploading = useRef(false);
  const resolver = useMemo<Resolver<AddProductFormValues, unknown, NewProduct>>(() => {
    const base = zodResolver(addProductFormSchema);
    return async (values, context, options) => {
      const result = await base(values, context, options);
      if (!uploading.current) return result;
      const wait = { type: 'uploading', message: SELLING_TEXTS.waitForUpload };
      return { values: {}, errors: { ...result.errors, productImg: wait } };
    };
  }, []);
  const form = useForm<AddProductFormValues, unknown, NewProduct>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const { handleSubmit, setValue, setError, formState } = form;

  const onUploadChange = useCallback(
    (state: UploadState) => {
      uploading.current = state.status === 'uploading';
      const url = state.status === 'done' ? state.url : '';
      if (state.status === 'failed') {
        setValue('productImg', '');
        setError('productImg', { type: 'upload', message: state.message });
        return;
      }
      // After a first submit, say at once whether the photo is now fine.
      setValue('productImg', url, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
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
          onUploadChange={onUploadChange}
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
