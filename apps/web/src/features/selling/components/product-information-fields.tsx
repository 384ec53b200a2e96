import { AREAS, type Category, PRODUCT_FIELD_LABELS as L } from '@phonebazaar/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type UseFormReturn, useController } from 'react-hook-form';
import { FormField } from '../../../components/form/form-field';
import type { PhotosReport } from '../hooks/use-photo-uploads';
import {
  type AddProductFormValues,
  emptyToUndefined,
  type NewProduct,
  toNumber,
} from '../utils/add-product-schema';
import { conflictMessage, type DetailsForm } from '../utils/listing-details-form';
import { priceNote, purchaseYears } from '../utils/price-note';
import { DefectsAccessoriesFields } from './checkbox-groups';
import { ConditionSlider } from './condition-slider';
import { invalid } from './field-classes';
import { GradeRubric } from './grade-rubric';
import { ImeiField } from './imei-field';
import { PhoneModelFields } from './phone-model-fields';
import { PhotosField } from './photos-field';
import { PriceField } from './price-field';
import { VariantBatteryFields } from './variant-battery-fields';

interface ProductInformationFieldsProps {
  form: UseFormReturn<AddProductFormValues, unknown, NewProduct>;
  categories: UseQueryResult<Category[]>;
  onPhotosChange: (report: PhotosReport) => void;
  /** Issue #20: the price guide's hint under the selling price. */
  priceGuide?: ReactNode;
}

/** Spec §2/§5 "Product Information": every field required, each with a visible label. */
export function ProductInformationFields({
  form,
  categories,
  onPhotosChange,
  priceGuide,
}: ProductInformationFieldsProps) {
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const note = priceNote(watch('marketPrice'), watch('sellingPrice'));
  const details = form as unknown as DetailsForm;
  // Said before submit: a grade the chosen defects rule out (the server refuses it too).
  const conflict = conflictMessage(watch('productCondition'), watch('defects'));
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
          (note || priceGuide) && (
            <>
              {note && (
                <span className={note.warn ? 'font-medium text-amber-800' : undefined}>
                  {note.text}
                </span>
              )}
              {priceGuide}
            </>
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
      <PhoneModelFields form={details} categoryId={watch('categoriesId')} nameFromModel />
      <VariantBatteryFields form={details} />
      <ConditionSlider
        ref={condition.field.ref}
        value={condition.field.value}
        onChange={condition.field.onChange}
        onBlur={condition.field.onBlur}
        rubric={<GradeRubric condition={condition.field.value} />}
        error={errors.productCondition?.message ?? conflict}
      />
      <DefectsAccessoriesFields form={details} />
      <PhotosField
        ref={image.field.ref}
        error={errors.productImg?.message}
        onPhotosChange={onPhotosChange}
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
      <ImeiField form={details} />
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
