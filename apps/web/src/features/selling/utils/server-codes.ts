import { PHONE_TEXTS } from '@phonebazaar/shared';
import { ApiRequestError } from '../../../lib/api-client';

/** Which field each issue #16 refusal is about (the server answers these without fieldErrors). */
const FIELD_OF_CODE = {
  STORAGE_NOT_FOR_MODEL: 'storageGb',
  CONDITION_CONFLICTS_DEFECTS: 'productCondition',
  IMEI_LENGTH: 'imei',
  IMEI_CHECK_DIGIT: 'imei',
  IMEI_ALREADY_LISTED: 'imei',
  IMEI_BLOCKED: 'imei',
  MODEL_NOT_IN_CATEGORY: 'modelId',
  COVER_NOT_FIRST_PHOTO: 'productImg',
} as const;

/** The form has no `photos` field of its own: the photo list shows productImg's message. */
const FIELD_ALIASES: Record<string, string> = { photos: 'productImg' };

/**
 * A refusal with one of the codes above as a field message: the server's own words, or the
 * shared text when it sent none. Null for any other error.
 */
export function fieldOfCode(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiRequestError)) return null;
  const field = FIELD_OF_CODE[error.code as keyof typeof FIELD_OF_CODE];
  if (!field) return null;
  const shared = (PHONE_TEXTS.errors as Record<string, string>)[error.code];
  return { field, message: error.message || shared || error.code };
}

/** fieldErrors as the form names its fields (`photos` → `productImg`). */
export function aliasFieldErrors(error: unknown): unknown {
  if (!(error instanceof ApiRequestError) || !error.fieldErrors) return error;
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const field = FIELD_ALIASES[name] ?? name;
    fieldErrors[field] = [...(fieldErrors[field] ?? []), ...messages];
  }
  return new ApiRequestError(error.status, error.code, error.message, fieldErrors);
}
