import { BATTERY_HEALTH_MAX, BATTERY_HEALTH_MIN, PHONE_TEXTS, VARIANTS } from '@phonebazaar/shared';
import { FormField } from '../../../components/form/form-field';
import { emptyToUndefined, toNumber } from '../utils/add-product-schema';
import type { DetailsForm } from '../utils/listing-details-form';
import { invalid } from './field-classes';

/** Variant (official, unofficial, refurbished) and battery health: both optional. */
export function VariantBatteryFields({ form }: { form: DetailsForm }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <FormField label={PHONE_TEXTS.labels.variant} error={errors.variant?.message}>
        {(c) => (
          <select
            {...c}
            className={invalid('select', errors.variant)}
            {...register('variant', { setValueAs: emptyToUndefined })}
          >
            <option value="">Not stated</option>
            {VARIANTS.map((variant) => (
              <option key={variant} value={variant}>
                {PHONE_TEXTS.variants[variant]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={PHONE_TEXTS.labels.batteryHealth}
        error={errors.batteryHealth?.message}
        hint={`Optional: ${BATTERY_HEALTH_MIN} to ${BATTERY_HEALTH_MAX}, as the phone's battery settings show it.`}
      >
        {(c) => (
          <input
            {...c}
            type="number"
            inputMode="numeric"
            min={BATTERY_HEALTH_MIN}
            max={BATTERY_HEALTH_MAX}
            step={1}
            className={invalid('input', errors.batteryHealth)}
            {...register('batteryHealth', { setValueAs: toNumber })}
          />
        )}
      </FormField>
    </>
  );
}
