import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client';
import { describeError } from '../../../lib/errors';

/**
 * Puts a 400's field messages (`fieldErrors`) under the fields they name and focuses the
 * first. Returns what could not be placed (no field errors, or errors about fields the form
 * does not have, such as SELLER_MISMATCH's sellerEmail) for the caller to show otherwise,
 * or null when every message found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  if (!(error instanceof ApiRequestError) || !error.fieldErrors) return describeError(error);
  const leftover: string[] = [];
  let focused = false;
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const message = messages.join('\n');
    if (!message) continue;
    if ((fields as readonly string[]).includes(name)) {
      setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      leftover.push(message);
    }
  }
  if (!focused) return [error.message, ...leftover].join('\n');
  return leftover.length > 0 ? leftover.join('\n') : null;
}
