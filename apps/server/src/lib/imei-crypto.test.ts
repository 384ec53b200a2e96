import { describe, expect, it } from 'vitest';
import { createImeiCrypto, imeiColumns } from './imei-crypto.ts';

const IMEI = '490154203237518';

describe('imei-crypto: keyed hash and AES-256-GCM', () => {
  it('When an IMEI is encrypted, then only the same key reads it back, each time with a new IV', () => {
    const crypto = createImeiCrypto('k'.repeat(43));
    const a = crypto.encrypt(IMEI);
    const b = crypto.encrypt(IMEI);
    expect(a).not.toBe(b);
    expect(a).not.toContain(IMEI);
    expect(crypto.decrypt(a)).toBe(IMEI);
    expect(createImeiCrypto('o'.repeat(43)).decrypt(a)).toBeUndefined();
    const tampered = `${a.slice(0, -2)}${a.endsWith('A') ? 'B' : 'A'}A`;
    expect(crypto.decrypt(tampered)).toBeUndefined();
    expect(crypto.decrypt('plain')).toBeUndefined();
  });

  it('When an IMEI is hashed, then the hash is stable per key and differs between keys', () => {
    const one = createImeiCrypto('k'.repeat(43));
    expect(one.hash(IMEI)).toBe(one.hash(IMEI));
    expect(one.hash(IMEI)).not.toBe(createImeiCrypto('o'.repeat(43)).hash(IMEI));
    expect(one.hash(IMEI)).not.toContain(IMEI);
    expect(imeiColumns(one, IMEI).imeiLast4).toBe('7518');
  });
});
