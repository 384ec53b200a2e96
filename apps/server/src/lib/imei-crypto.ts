import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * How an IMEI is kept (issue #16): never in clear. A keyed hash (HMAC-SHA256) finds the same
 * phone again (one live listing per IMEI, the blocklist) without being reversible by anyone
 * who only has the database; AES-256-GCM with a random IV lets the few who may read the number
 * (seller, admins, the paid buyer) get it back; the last 4 digits are public.
 */
export interface ImeiCrypto {
  hash(imei: string): string;
  encrypt(imei: string): string;
  /** undefined when the text was not made with this key (or was tampered with). */
  decrypt(stored: string): string | undefined;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Two independent subkeys from IMEI_KEY, so the hash never reveals anything of the cipher key. */
export function createImeiCrypto(key: string): ImeiCrypto {
  const derive = (label: string) =>
    Buffer.from(hkdfSync('sha256', key, 'phonebazaar-imei', label, 32));
  const hashKey = derive('hash');
  const cipherKey = derive('encrypt');
  return {
    hash: (imei) => createHmac('sha256', hashKey).update(imei).digest('base64url'),
    encrypt(imei) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', cipherKey, iv);
      const body = Buffer.concat([cipher.update(imei, 'utf8'), cipher.final()]);
      const packed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
      return `${VERSION}.${packed}`;
    },
    decrypt(stored) {
      const [version, packed] = stored.split('.');
      if (version !== VERSION || !packed) return undefined;
      const bytes = Buffer.from(packed, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', cipherKey, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const body = bytes.subarray(IV_BYTES + TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/** The stored columns of a checked 15-digit IMEI. */
export function imeiColumns(crypto: ImeiCrypto, imei: string) {
  return {
    imeiHash: crypto.hash(imei),
    imeiEncrypted: crypto.encrypt(imei),
    imeiLast4: imei.slice(-4),
  };
}
