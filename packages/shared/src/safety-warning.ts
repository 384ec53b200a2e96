/**
 * What a message's safety warning is about (issues #19 and #45 item 4): the scams of local
 * classifieds start when a buyer is moved to a chat app, handed a number, shown a "receive
 * money" QR code, or asked to pay by mobile money or transfer. Each kind has its own words, so
 * a phone number to meet is not answered with a QR warning. The server flags the stored
 * message with it for the reader; the composer runs the same check to tell the sender before
 * sending. Never a block: a false alarm costs a banner.
 */
export const SAFETY_WARNING_KINDS = ['payment', 'qr', 'chat_app', 'contact'] as const;
export type SafetyWarningKind = (typeof SAFETY_WARNING_KINDS)[number];

/**
 * In the order they are tried: the most specific first, so a mix gets the words that fit it (a
 * "receive money" QR code is answered about QR codes, a number with bKash about paying outside).
 */
const PATTERNS: ReadonlyArray<readonly [SafetyWarningKind, RegExp]> = [
  // QR codes, the "receive money" trick.
  ['qr', /\bqr\b/i],
  // Paying outside the site: mobile money and transfers.
  ['payment', /\b(?:bkash|b-kash|nagad|rocket|upay|paypal|western\s+union|moneygram)\b/i],
  ['payment', /\b(?:send|transfer|receive)\s+(?:the\s+|me\s+|you\s+)?money\b/i],
  [
    'payment',
    /\bpay(?:ing|ment)?\s+(?:me\s+|you\s+)?(?:outside|directly|off[\s-]?(?:site|line|platform)|in\s+advance|advance)\b/i,
  ],
  ['payment', /\b(?:bank|wire)\s+transfer\b/i],
  ['payment', /\b(?:advance|upfront)\s+payment\b/i],
  // Chat apps, by name or link.
  [
    'chat_app',
    /\b(?:whats\s?app|wa\.me|telegram|t\.me|viber|messenger|m\.me|wechat|line\.me|skype|snapchat|discord)\b/i,
  ],
  // "signal" and "imo" are also everyday words ("signal reception", "imo" = in my opinion):
  // only as an app ("on Signal", "imo number").
  [
    'chat_app',
    /\b(?:on|via|in|over|use|add me on)\s+(?:signal|imo)\b|\b(?:signal|imo)\s+(?:app|me|number|id|call)\b/i,
  ],
  // A phone number: 7 or more digits, allowing spaces, dots, dashes and brackets between them
  // (+880 1712-345678, 01712345678, (017) 12 34 56 78).
  ['contact', /(?:\+|\b)\d(?:[\s.\-()]{0,2}\d){6,}/],
  // An email address, also written with " at " / "(at)" and " dot ".
  ['contact', /[\w.+-]+@[\w-]+\.[\w.-]+/],
  [
    'contact',
    /\b[\w.+-]+\s*[([]?\s*at\s*[)\]]?\s*[\w-]+\s*[([]?\s*(?:dot|\.)\s*[)\]]?\s*(?:com|net|org|io|bd)\b/i,
  ],
];

/** The warning a message's text calls for, or null. */
export function safetyWarningOf(text: string): SafetyWarningKind | null {
  // Unicode look-alikes and fullwidth digits fold to their plain forms first.
  const plain = text.normalize('NFKC');
  for (const [kind, pattern] of PATTERNS) if (pattern.test(plain)) return kind;
  return null;
}
