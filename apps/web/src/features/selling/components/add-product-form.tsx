import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Category,
  PRICE_CONFIRMATION_REQUIRED,
  SELLING_TEXTS,
  TEXTS,
} from '@phonebazaar/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ApiRequestError } from '../../../lib/api-client';
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
import { LowPriceDialog } from './low-price-dialog';
import { ProductInformationFields } from './product-information-fields';
import { SellerInformation } from './seller-information';

interface AddProductFormProps {
  user: SessionUser;
  categories: UseQueryResult<Category[]>;
  onAdded: () => void;
  /**
   * Issue #20: what similar phones sold for, under the selling price, once a model is chosen
   * (the app gives the price guide's hint; the form only says which phone it is).
   */
  priceHint?: (phone: PhoneOfListing | null) => ReactNode;
}

export interface PhoneOfListing {
  modelId: string;
  storageGb: number | undefined;
  variant: string | undefined;
  condition: string | undefined;
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
export function AddProductForm({ user, categories, onAdded, priceHint }: AddProductFormProps) {
  const addProduct = useAddProduct();
  // A price far below typical the server wants confirmed (issue #20): the body and its words.
  const [lowPrice, setLowPrice] = useState<{ product: NewProduct; message: string } | null>(null);
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
    // react-hook-form focuses the first field it registered, not the first on screen: the
    // Condition slider, with six errors above it off-screen (issue #46). See focusFirstInvalid.
    shouldFocusError: false,
  });
  const { handleSubmit, setValue, setError, formState } = form;
  const formRef = useRef<HTMLFormElement>(null);
  // The first field marked invalid in the page's order, once the errors are drawn.
  const focusFirstInvalid = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

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

  const modelId = form.watch('modelId');
  const [storageGb, variant, condition] = form.watch(['storageGb', 'variant', 'productCondition']);
  const phone = modelId ? { modelId, storageGb, variant, condition } : null;

  const onSubmit = async (product: NewProduct) => {
    try {
      await addProduct.mutateAsync(product);
      toast.success(TEXTS.toast.productAdded);
      onAdded();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === PRICE_CONFIRMATION_REQUIRED) {
        setLowPrice({ product, message: error.message });
        return;
      }
      const unplaced = applyServerErrors(error, ADD_PRODUCT_FIELDS, setError);
      if (unplaced) toast.error(unplaced);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onSubmit, focusFirstInvalid)}
      className="flex flex-col gap-8"
    >
      <Section id="product-information" title={SELLING_TEXTS.productInformation}>
        <ProductInformationFields
          form={form}
          categories={categories}
          onPhotosChange={onPhotosChange}
          priceGuide={priceHint?.(phone)}
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
      {lowPrice && (
        <LowPriceDialog
          message={lowPrice.message}
          onClose={() => setLowPrice(null)}
          onConfirm={async () => {
            await addProduct.mutateAsync({ ...lowPrice.product, confirmLowPrice: true });
            setLowPrice(null);
            toast.success(TEXTS.toast.productAdded);
            onAdded();
          }}
        />
      )}
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
