// Whole class names, so Tailwind's scanner finds them.
const INVALID = { input: 'input-error', select: 'select-error', textarea: 'textarea-error' };

/** A daisyUI control's classes, red when its field has a message. */
export function invalid(base: keyof typeof INVALID, error: unknown): string {
  return `${base} w-full ${error ? INVALID[base] : ''}`;
}
