import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { HANDOFF_CODE_LENGTH } from '@phonebazaar/shared';
import { createImeiCrypto } from '../../lib/imei-crypto.ts';

/**
 * The handoff code (issue #18, decision 032): six random digits per paid booking. Never stored
 * in clear: a keyed hash (HMAC-SHA256 over the booking id and the code, so equal codes of two
 * bookings differ and a leaked table cannot be brute-forced without the key) to compare, and
 * AES-256-GCM (the IMEI helper's cipher, its own subkey) so the buyer can read it again.
 */
export interface HandoffCodes {
  /** A new random code and its stored columns. */
  issue(bookingId: string): { code: string; hash: string; encrypted: string };
  matches(bookingId: string, code: string, storedHash: string): boolean;
  /** undefined when it was not made with this key. */
  reveal(encrypted: string): string | undefined;
}

export function createHandoffCodes(key: string): HandoffCodes {
  // Subkeys of their own: nothing of the IMEI keys is ever used for a code, nor the reverse.
  const hashKey = Buffer.from(hkdfSync('sha256', key, 'phonebazaar-handoff', 'hash', 32));
  const cipher = createImeiCrypto(
    Buffer.from(hkdfSync('sha256', key, 'phonebazaar-handoff', 'encrypt', 32)).toString(
      'base64url',
    ),
  );
  const hash = (bookingId: string, code: string) =>
    createHmac('sha256', hashKey).update(`${bookingId}:${code}`).digest('base64url');
  return {
    issue(bookingId) {
      const code = String(randomInt(0, 10 ** HANDOFF_CODE_LENGTH)).padStart(
        HANDOFF_CODE_LENGTH,
        '0',
      );
      return { code, hash: hash(bookingId, code), encrypted: cipher.encrypt(code) };
    },
    matches(bookingId, code, storedHash) {
      const given = Buffer.from(hash(bookingId, code));
      const stored = Buffer.from(storedHash);
      return given.length === stored.length && timingSafeEqual(given, stored);
    },
    reveal: (encrypted) => cipher.decrypt(encrypted),
  };
}
