import { MAIL_TEXTS, SECURITY_MESSAGE_KINDS } from '@phonebazaar/shared';

const SECURITY = new Set<string>(SECURITY_MESSAGE_KINDS);
const LINK = /\bhttps?:\/\/[^\s<>"]+/gi;
// Any run of 4+ digits: a code, whatever its length; a phone number in the text goes too.
const CODE = /\d{4,}/g;

/**
 * Issue #36 N5: the text an admin's view may show. A verification or reset link and a phone
 * code are keys to someone else's account; with MAIL_URL=outbox (allowed in production) every
 * admin could read them, so every admin view shows that one was sent, never the key. The row
 * itself keeps the text (the dev log and the worker deliver it).
 */
export function adminVisibleText(kind: string, text: string): string {
  if (!SECURITY.has(kind)) return text;
  return text
    .replace(LINK, MAIL_TEXTS.outbox.linkHidden)
    .replace(CODE, MAIL_TEXTS.outbox.codeHidden);
}
