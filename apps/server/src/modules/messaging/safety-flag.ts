import { safetyWarningOf } from '@phonebazaar/shared';

/**
 * Whether a message looks like an attempt to move the deal off the site (issue #19). The
 * patterns, and which warning each calls for (issue #45 item 4), are shared with the web
 * composer, which tells the sender before sending.
 */
export function needsSafetyWarning(text: string): boolean {
  return safetyWarningOf(text) !== null;
}
