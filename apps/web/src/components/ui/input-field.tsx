import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

interface InputFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input for every form (identity, booking, card entry; text or file). The label is
 * always visible and the message is tied to the input (aria-describedby), so a screen reader
 * reads it when react-hook-form focuses the first invalid field. Messages are rendered exactly
 * as given: some spec texts end in a space (spec §5).
 */
export function InputField({ label, error, hint, className = '', ref, ...input }: InputFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  // Whole class names, so Tailwind's scanner finds them.
  const isFile = input.type === 'file';
  const base = isFile ? 'file-input' : 'input';
  const invalid = isFile ? 'file-input-error' : 'input-error';
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
        className={`${base} w-full ${error ? invalid : ''} ${input.readOnly ? 'bg-base-200' : ''} ${className}`}
        {...input}
      />
      {hint && (
        <div id={hintId} className="text-base-content/70 text-xs">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="whitespace-pre-wrap text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
