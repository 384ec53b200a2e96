import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Phone numbers of people (issue #36 item 1): one way in (E.164) and one way out. Kept out of
 * the shared barrel (index.ts) on purpose: libphonenumber-js's metadata weighs ~40 KB gzip, and
 * only the pages that read or show a person's number import it
 * (`@phonebazaar/shared/phone-number`), so no storefront page's first load carries it
 * (decision 044's budget).
 */

/** Numbers without a leading + are read as Bangladeshi: the market we serve. */
export const PHONE_DEFAULT_COUNTRY = 'BD';

// A Bangladeshi mobile: +880 1, an operator digit 3-9, eight more digits. SMS reach only mobiles,
// and the `min` metadata cannot tell a landline from a mobile by itself.
const BD_MOBILE = /^\+8801[3-9]\d{8}$/;

/**
 * A number as typed (`01712-345678`, `+880 1712 345678`, `8801712345678`, `+44 7700 900123`),
 * in E.164 (`+8801712345678`), or null when it is not a valid number we can text.
 */
export function normalisePhone(input: string): string | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  // Spaces, dashes, dots and brackets are how people group digits; nothing else is allowed.
  let candidate = input.trim().replace(/[\s\-().]/g, '');
  if (candidate.startsWith('00')) candidate = `+${candidate.slice(2)}`;
  // `8801...` is the country code written without its +.
  if (/^880\d{10}$/.test(candidate)) candidate = `+${candidate}`;
  if (!/^\+?\d{6,16}$/.test(candidate)) return null;
  const parsed = parsePhoneNumberFromString(candidate, PHONE_DEFAULT_COUNTRY);
  if (!parsed?.isValid()) return null;
  if (parsed.country === 'BD' && !BD_MOBILE.test(parsed.number)) return null;
  return parsed.number;
}

/**
 * The one way a number is shown (issue #37): a Bangladeshi number in its national format
 * (`01898-765432`), any other in the international one (`+44 7911 123456`). Numbers stored as
 * typed (a booking's) are read as Bangladeshi without a +; one that cannot be read is shown as
 * it was given.
 */
export function formatPhone(number: string): string {
  const parsed = parsePhoneNumberFromString(number.trim(), PHONE_DEFAULT_COUNTRY);
  if (!parsed?.isPossible()) return number;
  return parsed.country === 'BD' ? parsed.formatNational() : parsed.formatInternational();
}

/** A tap-to-call link in E.164 (`tel:+8801898765432`), whatever form the number was kept in. */
export function phoneHref(number: string): string {
  const parsed = parsePhoneNumberFromString(number.trim(), PHONE_DEFAULT_COUNTRY);
  return `tel:${parsed?.isPossible() ? parsed.number : number.replace(/[^\d+]/g, '')}`;
}
