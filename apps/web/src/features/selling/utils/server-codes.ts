import { PHONE_TEXTS } from '@phonebazaar/shared';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * Which field each issue #16 refusal is about (the server answers these without fieldErrors),
 * first choice first: the edit dialog has no condition or productImg field, so a conflict goes
 * under the defects and a cover problem under the photos there.
 */
const FIELDS_OF_CODE: Record<string, readonly string[]> = {
  STORAGE_NOT_FOR_MODEL: ['storageGb'],
  CONDITION_CONFLICTS_DEFECTS: ['productCondition', 'defects'],
  IMEI_LENGTH: ['imei'],
  IMEI_CHECK_DIGIT: ['imei'],
  IMEI_ALREADY_LISTED: ['imei'],
  IMEI_BLOCKED: ['imei'],
  MODEL_NOT_IN_CATEGORY: ['modelId'],
  COVER_NOT_FIRST_PHOTO: ['productImg', 'photos'],
};

/**
 * A refusal with one of the codes above as a message for the first of its fields the form
 * has: the server's own words, or the shared text when it sent none. Null otherwise.
 */
export function fieldOfCode(
  error: unknown,
  fields: readonly string[],
): { field: string; message: string } | null {
  if (!(error instanceof ApiRequestError)) return null;
  const field = FIELDS_OF_CODE[error.code]?.find((name) => fields.includes(name));
  if (!field) return null;
  const shared = (PHONE_TEXTS.errors as Record<string, string>)[error.code];
  return { field, message: error.message || shared || error.code };
}

/** fieldErrors as the form names its fields: Add Product shows `photos` under productImg. */
export function aliasFieldErrors(error: unknown, fields: readonly string[]): unknown {
  if (!(error instanceof ApiRequestError) || !error.fieldErrors) return error;
  const aliases: Record<string, string> = fields.includes('productImg')
    ? { photos: 'productImg' }
    : {};
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const field = aliases[name] ?? name;
    fieldErrors[field] = [...(fieldErrors[field] ?? []), ...messages];
  }
  return new ApiRequestError(error.status, error.code, error.message, fieldErrors);
}
