import { ACCESSORIES, DEFECTS, PHONE_TEXTS } from '@phonebazaar/shared';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { DetailsForm } from '../utils/listing-details-form';

interface CheckboxGroupProps {
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error?: string;
}

/** A fieldset of checkboxes sharing one field (an array of the checked values). */
function CheckboxGroup({ legend, hint, options, registration, error }: CheckboxGroupProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset className="md:col-span-2" aria-describedby={describedBy || undefined}>
      <legend className="mb-1.5 font-medium text-sm">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mb-2 text-base-content/70 text-xs">
          {hint}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              value={option.value}
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The fixed defect list and the accessories in the box (issue #16). */
export function DefectsAccessoriesFields({
  form,
  conflict,
}: {
  form: DetailsForm;
  /** The edit dialog's grade-vs-defects message (its condition is fixed, so it shows here). */
  conflict?: string;
}) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <CheckboxGroup
        legend={PHONE_TEXTS.labels.defects}
        hint="Tick every one that applies; leave all clear if there are none."
        options={DEFECTS.map((d) => ({ value: d, label: PHONE_TEXTS.defects[d] }))}
        registration={register('defects')}
        error={errors.defects?.message ?? conflict}
      />
      <CheckboxGroup
        legend={PHONE_TEXTS.labels.accessories}
        options={ACCESSORIES.map((a) => ({ value: a, label: PHONE_TEXTS.accessories[a] }))}
        registration={register('accessories')}
        error={errors.accessories?.message}
      />
    </>
  );
}
