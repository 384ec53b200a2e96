/**
 * Whether a message looks like an attempt to move the deal off the site (issue #19): the
 * scams of local classifieds start when a buyer is moved to a chat app, handed a number or
 * a "receive money" QR code, or asked to pay by mobile money or bank transfer. The reader
 * then sees a warning banner; the message is never blocked, so a false alarm costs a banner.
 */
const PATTERNS: readonly RegExp[] = [
  // A phone number: 7 or more digits, allowing spaces, dots, dashes and brackets between them
  // (+880 1712-345678, 01712345678, (017) 12 34 56 78).
  /(?:\+|\b)\d(?:[\s.\-()]{0,2}\d){6,}/,
  // An email address, also written with " at " / "(at)" and " dot ".
  /[\w.+-]+@[\w-]+\.[\w.-]+/,
  /\b[\w.+-]+\s*[([]?\s*at\s*[)\]]?\s*[\w-]+\s*[([]?\s*(?:dot|\.)\s*[)\]]?\s*(?:com|net|org|io|bd)\b/i,
  // Chat apps, by name or link.
  /\b(?:whats\s?app|wa\.me|telegram|t\.me|viber|messenger|m\.me|wechat|line\.me|skype|snapchat|discord)\b/i,
  // "signal" and "imo" are also everyday words ("signal reception", "imo" = in my opinion):
  // only as an app ("on Signal", "imo number").
  /\b(?:on|via|in|over|use|add me on)\s+(?:signal|imo)\b|\b(?:signal|imo)\s+(?:app|me|number|id|call)\b/i,
  // QR codes, the "receive money" trick.
  /\bqr\b/i,
  // Paying outside the site: mobile money and transfers.
  /\b(?:bkash|b-kash|nagad|rocket|upay|paypal|western\s+union|moneygram)\b/i,
  /\b(?:send|transfer|receive)\s+(?:the\s+|me\s+|you\s+)?money\b/i,
  /\bpay(?:ing|ment)?\s+(?:me\s+|you\s+)?(?:outside|directly|off[\s-]?(?:site|line|platform)|in\s+advance|advance)\b/i,
  /\b(?:bank|wire)\s+transfer\b/i,
  /\b(?:advance|upfront)\s+payment\b/i,
];

export function needsSafetyWarning(text: string): boolean {
  // Unicode look-alikes and fullwidth digits fold to their plain forms first.
  const plain = text.normalize('NFKC');
  return PATTERNS.some((pattern) => pattern.test(plain));
}
