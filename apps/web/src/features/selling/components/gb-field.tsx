import { FormField } from '../../../components/form/form-field';
import { toNumber } from '../utils/add-product-schema';
import type { DetailsForm } from '../utils/listing-details-form';
import { invalid } from './field-classes';

interface GbFieldProps {
  form: DetailsForm;
  name: 'storageGb' | 'ramGb';
  label: string;
  /** The chosen model's options; without a model the seller types the number. */
  options?: readonly number[];
}

/** Storage or RAM in GB: a select of the model's options, or a free number input. */
export function GbField({ form, name, label, options }: GbFieldProps) {
  const error = form.formState.errors[name]?.message;
  const registration = form.register(name, { setValueAs: toNumber });
  return (
    <FormField label={`${label} (GB)`} error={error}>
      {(c) =>
        options && options.length > 0 ? (
          <select key="select" {...c} className={invalid('select', error)} {...registration}>
            <option value="">Not stated</option>
            {options.map((gb) => (
              <option key={gb} value={gb}>
                {gb >= 1024 ? `${gb / 1024} TB` : `${gb} GB`}
              </option>
            ))}
          </select>
        ) : (
          <input
            key="input"
            {...c}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className={invalid('input', error)}
            {...registration}
          />
        )
      }
    </FormField>
  );
}
