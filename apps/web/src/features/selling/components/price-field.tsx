import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/form/form-field';

interface PriceFieldProps {
  label: string;
  error?: string;
  /** A note under the field (how the price compares with the market price). */
  hint?: ReactNode;
  registration: UseFormRegisterReturn;
}

/** Dollars (spec §9: USD with a $ prefix), cents allowed; the server keeps integer cents. */
export function PriceField({ label, error, hint, registration }: PriceFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(c) => (
        <div className={`input w-full ${error ? 'input-error' : ''}`}>
          <span aria-hidden="true" className="text-base-content/70">
            $
          </span>
          <input {...c} type="number" min={0} step="0.01" inputMode="decimal" {...registration} />
        </div>
      )}
    </FormField>
  );
}
