import { type ChangeEvent, useEffect, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { imageFileProblem } from '../../../lib/image-file';

interface AvatarInputProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** Shown until a file is picked (the current photo on the profile page). */
  currentUrl?: string;
  hint?: string;
}

/**
 * A photo picker with a round preview, so people see what others will see. The file is
 * checked by its content as soon as it is chosen (issue #23 item 5): a file that is not a
 * picture says so at once and gets no (broken) preview.
 */
export function AvatarInput({ label, registration, error, currentUrl, hint }: AvatarInputProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    void registration.onChange(event);
    const found = file ? await imageFileProblem(file) : null;
    setProblem(found);
    setPreview(file && !found ? URL.createObjectURL(file) : null);
  };

  // The form's message after a submit wins; until then the pick's own check speaks.
  const message = error ?? problem ?? undefined;
  const shown = preview ?? currentUrl;
  const describedBy = [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <div className="flex items-center gap-4">
        <div className="size-14 shrink-0 overflow-hidden rounded-full bg-base-200 ring-1 ring-base-300">
          {shown ? (
            <img src={shown} alt="" className="size-full object-cover" />
          ) : (
            <svg viewBox="0 0 24 24" className="size-full text-base-content/30" aria-hidden="true">
              <path
                fill="currentColor"
                d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2.25c-4.14 0-7.5 2.35-7.5 5.25V21h15v-1.5c0-2.9-3.36-5.25-7.5-5.25Z"
              />
            </svg>
          )}
        </div>
        <input
          id={id}
          type="file"
          accept="image/*"
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`file-input w-full ${message ? 'file-input-error' : ''}`}
          name={registration.name}
          ref={registration.ref}
          onBlur={registration.onBlur}
          onChange={(event) => void onChange(event)}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-base-content/70 text-xs">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="whitespace-pre-wrap text-red-700 text-sm">
          {message}
        </p>
      )}
    </div>
  );
}
