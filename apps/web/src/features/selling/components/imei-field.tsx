import { PHONE_TEXTS } from '@phonebazaar/shared';
import { FormField } from '../../../components/form/form-field';
import { emptyToUndefined } from '../utils/add-product-schema';
import type { DetailsForm } from '../utils/listing-details-form';
import { invalid } from './field-classes';

interface ImeiFieldProps {
  form: DetailsForm;
  /** The edit dialog: the last 4 digits of the IMEI already on file. */
  onFileLast4?: string | null;
}

/** The IMEI (issue #16): checked like the server checks it when the seller leaves the field. */
export function ImeiField({ form, onFileLast4 }: ImeiFieldProps) {
  const { register, trigger, formState } = form;
  const error = formState.errors.imei?.message;
  const onFile = onFileLast4 ? ` On file: ends in ${onFileLast4}; leave empty to keep it.` : '';
  return (
    <FormField
      label={PHONE_TEXTS.labels.imei}
      error={error}
      hint={`${PHONE_TEXTS.imeiHint}${onFile}`}
    >
      {(c) => (
        <input
          {...c}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          className={invalid('input', error)}
          {...register('imei', {
            setValueAs: emptyToUndefined,
            onBlur: () => void trigger('imei'),
          })}
        />
      )}
    </FormField>
  );
}
