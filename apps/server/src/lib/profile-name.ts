import { NAME_CONTROL_CHARACTERS, PROFILE_NAME_MAX } from '@phonebazaar/shared';

const CONTROLS = new RegExp(NAME_CONTROL_CHARACTERS.source, 'g');

/**
 * A name from somewhere we cannot refuse (a social provider's profile, an identity written
 * before issue #14): control characters dropped, whitespace runs folded, cut to the name limit
 * by characters, not UTF-16 units, so no half emoji is stored. May return '' (no usable name).
 */
export function cleanProfileName(raw: string | null | undefined): string {
  const folded = (raw ?? '').replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(folded).slice(0, PROFILE_NAME_MAX).join('').trim();
}
