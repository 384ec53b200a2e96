import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

interface InputFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input for forms outside the identity screens (booking, card entry). The label is
 * always visible and the message is tied to the input (aria-describedby), so a screen reader
 * reads it when react-hook-form focuses the first invalid field.
 */
export function InputField({ label, error, hint, className = '', ref, ...input }: InputFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`input w-full ${error ? 'input-error' : ''} ${input.readOnly ? 'bg-base-200' : ''} ${className}`}
        {...input}
      />
      {hint && (
        <div id={hintId} className="text-base-content/70 text-xs">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
