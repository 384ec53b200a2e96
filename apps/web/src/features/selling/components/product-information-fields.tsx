import {
  AREAS,
  type Category,
  formatUsd,
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

/**
 * Cards show the purchase year, so the form asks for a year (issue #23 item 10); the API's
 * purchaseYear is a date (spec §3), sent as 1 January of that year.
 */
function purchaseYears(): number[] {
  const first = Number(MIN_PURCHASE_DATE.slice(0, 4));
  const years: number[] = [];
  for (let year = new Date().getFullYear(); year >= first; year--) years.push(year);
  return years;
}

/** Under the selling price: how it stands against the market price (issue #23 item 10). */
function priceNote(market: unknown, selling: unknown): { text: string; warn: boolean } | undefined {
  if (typeof market !== 'number' || typeof selling !== 'number') return undefined;
  if (!(market > 0) || !(selling > 0)) return undefined;
  const difference = Math.round((market - selling) * 100) / 100;
  if (difference < 0) {
    return {
      text: `This is ${formatUsd(-difference)} above the market price: buyers look for used phones below it.`,
      warn: true,
    };
  }
  if (difference === 0) return { text: 'Same as the market price.', warn: false };
  const percent = Math.round((difference / market) * 100);
  return { text: `${formatUsd(difference)} (${percent}%) below the market price.`, warn: false };
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
    watch,
    formState: { errors },
  } = form;
  const note = priceNote(watch('marketPrice'), watch('sellingPrice'));
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
        hint={
          note && (
            <span className={note.warn ? 'font-medium text-amber-800' : undefined}>
              {note.text}
            </span>
          )
        }
        registration={register('sellingPrice', { setValueAs: toNumber })}
      />
      <FormField
        label={L.purchaseYear}
        error={errors.purchaseYear?.message}
        hint="The year you bought it."
      >
        {(c) => (
          <select
            {...c}
            className={invalid('select', errors.purchaseYear)}
            {...register('purchaseYear', { setValueAs: emptyToUndefined })}
          >
            <option value="">Choose a year</option>
            {purchaseYears().map((year) => (
              <option key={year} value={`${year}-01-01`}>
                {year}
              </option>
            ))}
          </select>
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
