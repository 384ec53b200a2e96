import {
  AREAS,
  type Category,
  PRODUCT_FIELD_LABELS as L,
  MIN_PURCHASE_DATE,
} from '@phonebazaar/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { type UseFormReturn, useController } from 'react-hook-form';
import { FormField } from '../../../components/form/form-field';
import type { UploadState } from '../hooks/use-image-upload';
import {
  type AddProductFormValues,
  emptyToUndefined,
  type NewProduct,
  toNumber,
} from '../utils/add-product-schema';
import { ConditionSlider } from './condition-slider';
import { PriceField } from './price-field';
import { ProductImageField } from './product-image-field';

interface ProductInformationFieldsProps {
  form: UseFormReturn<AddProductFormValues, unknown, NewProduct>;
  categories: UseQueryResult<Category[]>;
  onUploadChange: (state: UploadState) => void;
}

// Whole class names, so Tailwind's scanner finds them.
const INVALID = { input: 'input-error', select: 'select-error', textarea: 'textarea-error' };

function invalid(base: keyof typeof INVALID, error: unknown): string {
  return `${base} w-full ${error ? INVALID[base] : ''}`;
}

/** The seller's local date, for the date picker's upper bound. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Spec §2/§5 "Product Information": every field required, each with a visible label. */
export function ProductInformationFields({
  form,
  categories,
  onUploadChange,
}: ProductInformationFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const condition = useController({ control, name: 'productCondition' });
  // Registered for its message and focus; its value is the uploaded URL, set by the form.
  const image = useController({ control, name: 'productImg' });

  return (
    <div className="grid gap-5 md:grid-cols-2">
      <FormField
        label={L.productName}
        error={errors.productName?.message}
        className="md:col-span-2"
      >
        {(c) => (
          <input
            {...c}
            className={invalid('input', errors.productName)}
            {...register('productName')}
          />
        )}
      </FormField>
      <PriceField
        label={L.marketPrice}
        error={errors.marketPrice?.message}
        registration={register('marketPrice', { setValueAs: toNumber })}
      />
      <PriceField
        label={L.sellingPrice}
        error={errors.sellingPrice?.message}
        registration={register('sellingPrice', { setValueAs: toNumber })}
      />
      <FormField
        label={L.purchaseYear}
        error={errors.purchaseYear?.message}
        hint="When you bought it."
      >
        {(c) => (
          <input
            {...c}
            type="date"
            min={MIN_PURCHASE_DATE}
            max={today()}
            className={invalid('input', errors.purchaseYear)}
            {...register('purchaseYear')}
          />
        )}
      </FormField>
      <FormField label={L.area} error={errors.area?.message}>
        {(c) => (
          <select
            {...c}
            className={invalid('select', errors.area)}
            {...register('area', { setValueAs: emptyToUndefined })}
          >
            <option value="">Choose an area</option>
            {AREAS.map((area) => (
              <option key={area}>{area}</option>
            ))}
          </select>
        )}
      </FormField>
      <ConditionSlider
        ref={condition.field.ref}
        value={condition.field.value}
        onChange={condition.field.onChange}
        onBlur={condition.field.onBlur}
        error={errors.productCondition?.message}
      />
      <FormField
        label={L.categoriesId}
        error={errors.categoriesId?.message}
        hint={
          categories.isError ? (
            <span role="alert">
              We couldn't load the categories.{' '}
              <button type="button" className="link" onClick={() => void categories.refetch()}>
                Retry
              </button>
            </span>
          ) : undefined
        }
      >
        {(c) => (
          <select
            {...c}
            className={invalid('select', errors.categoriesId)}
            aria-busy={categories.isPending}
            {...register('categoriesId')}
          >
            <option value="">
              {categories.isPending ? 'Loading categories…' : 'Choose a category'}
            </option>
            {categories.data?.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <ProductImageField
        ref={image.field.ref}
        error={errors.productImg?.message}
        onUploadChange={onUploadChange}
      />
      <FormField
        label={L.description}
        error={errors.description?.message}
        className="md:col-span-2"
      >
        {(c) => (
          <textarea
            {...c}
            rows={4}
            className={invalid('textarea', errors.description)}
            placeholder="Storage, battery health, scratches, what is in the box…"
            {...register('description')}
          />
        )}
      </FormField>
      <FormField
        label={L.sellerPhone}
        error={errors.sellerPhone?.message}
        hint="Buyers call this number."
      >
        {(c) => (
          <input
            {...c}
            type="tel"
            autoComplete="tel"
            className={invalid('input', errors.sellerPhone)}
            {...register('sellerPhone')}
          />
        )}
      </FormField>
    </div>
  );
}
