import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';

/**
 * Issue #44, decision 036 addendum: the address public answers give for a seller, in place of
 * their real email. Old clients ask `GET /api/verify/seller/:email` for each card's
 * `sellerEmail`, so an empty string hid every card; a relay address answers that call.
 *
 * The address is the seller's id enciphered with AES-128 under a key derived from IMEI_KEY
 * (kept for the life of the data, so an AUTH_SECRET rotation does not move addresses): one
 * 16-byte block, a keyed permutation, so each seller has one stable address that only this
 * server can map back, and nothing about it follows from the real email. The domain is
 * `sellers.invalid` (RFC 2606: it can never receive mail) unless a real relay is configured.
 */
export interface SellerRelay {
  /** `s-<26 base32 letters>@<domain>` for a seller's user id (a UUID). */
  addressOf(sellerId: string): string;
  /** The seller id a relay address names; undefined for any other address. */
  sellerIdOf(address: string): string | undefined;
  /** Whether the address is under the relay domain (even if it names no one). */
  isRelay(address: string): boolean;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const LETTERS = 26;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

function fromBase32(text: string): Buffer | undefined {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return undefined;
    value = ((value << 5) | digit) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export function createSellerRelay({ key, domain }: { key: string; domain: string }): SellerRelay {
  const aesKey = createHmac('sha256', key).update('seller-relay').digest().subarray(0, 16);
  const suffix = `@${domain.toLowerCase()}`;
  const block = (mode: 'encipher' | 'decipher', input: Buffer) => {
    const cipher =
      mode === 'encipher'
        ? createCipheriv('aes-128-ecb', aesKey, null)
        : createDecipheriv('aes-128-ecb', aesKey, null);
    cipher.setAutoPadding(false);
    return Buffer.concat([cipher.update(input), cipher.final()]);
  };
  // Cards repeat sellers page after page: remember each address once made.
  const made = new Map<string, string>();

  return {
    addressOf(sellerId) {
      let address = made.get(sellerId);
      if (!address) {
        const id = Buffer.from(sellerId.replaceAll('-', ''), 'hex');
        address = `s-${base32(block('encipher', id))}${suffix}`;
        if (made.size > 50_000) made.clear();
        made.set(sellerId, address);
      }
      return address;
    },

    sellerIdOf(address) {
      const lower = address.trim().toLowerCase();
      if (!lower.endsWith(suffix) || !lower.startsWith('s-')) return undefined;
      const letters = lower.slice(2, -suffix.length);
      if (letters.length !== LETTERS) return undefined;
      const bytes = fromBase32(letters);
      // One spelling per seller: the last letter's two spare bits must be zero.
      if (!bytes || bytes.length !== 16 || base32(bytes) !== letters) return undefined;
      const hex = block('decipher', bytes).toString('hex');
      const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      return UUID.test(id) ? id : undefined;
    },

    isRelay(address) {
      return address.trim().toLowerCase().endsWith(suffix);
    },
  };
}
