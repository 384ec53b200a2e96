import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client';
import { describeError } from '../../../lib/errors';
import { aliasFieldErrors, fieldOfCode } from './server-codes';

/**
 * Puts a 400's field messages (`fieldErrors`) under the fields they name and focuses the
 * first; an issue #16 refusal code (IMEI_ALREADY_LISTED, ...) goes under its field. Returns what could not be placed (no field errors, or errors about fields the form
 * does not have, such as SELLER_MISMATCH's sellerEmail) for the caller to show otherwise,
 * or null when every message found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  const names = fields as readonly string[];
  const coded = fieldOfCode(error, names);
  const hasFieldErrors = error instanceof ApiRequestError && error.fieldErrors;
  if (coded && !hasFieldErrors) {
    setError(
      coded.field as Path<T>,
      { type: 'server', message: coded.message },
      { shouldFocus: true },
    );
    return null;
  }
  error = aliasFieldErrors(error, names);
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
