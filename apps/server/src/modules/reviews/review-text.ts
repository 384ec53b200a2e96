/**
 * Reviews carry no links and no phone numbers (issue #19): a review is about the deal, not a
 * way to move buyers off the site. Deliberately loose on phone numbers: a run of 7 or more
 * digits (spaces, dots, dashes, brackets and a leading + allowed between them) counts; model
 * names ("iPhone 13 Pro 256GB") never reach 7 digits in a run.
 */
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9][a-z0-9-]*\.(?:com|net|org|info|io|me|ly|co|bd|app|link|xyz|site|shop|online|to|gg|in|uk|us)\b(?:\/\S*)?/i;
const DIGIT_RUN = /\+?\d(?:[\s().-]*\d){6,}/;

export type ContactKind = 'link' | 'phone';

/** What kind of contact detail the text holds, if any. */
export function contactIn(text: string): ContactKind | undefined {
  if (LINK.test(text)) return 'link';
  if (DIGIT_RUN.test(text)) return 'phone';
  return undefined;
}

export const CONTACT_MESSAGES: Record<ContactKind, string> = {
  link: 'Leave out links: reviews are about the deal.',
  phone: 'Leave out phone numbers: keep contact on PhoneBazaar.',
};
