import { type ReactNode, useId } from 'react';

/** What the field's control must carry so its label, hint and message are tied to it. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FormFieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Renders the control (input, select, textarea…) with the given ids spread onto it. */
  children: (control: ControlProps) => ReactNode;
  className?: string;
}

/**
 * A visible label, the control, an optional hint and the validation message, linked with
 * aria-describedby so a screen reader reads the message when the form focuses the field.
 * Messages render exactly as given (spec §5 texts are verbatim).
 */
export function FormField({ label, error, hint, children, className = '' }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {hint && (
        <p id={hintId} className="text-base-content/70 text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="whitespace-pre-wrap text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
