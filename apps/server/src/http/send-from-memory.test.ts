import { describe, expect, it } from 'vitest';
import { encodeOnce, matchesEtag, pickVariant } from './send-from-memory.ts';

describe('sending from memory', () => {
  const big = encodeOnce(Buffer.from('x'.repeat(2000)), { vary: 'Origin' }, { compressFrom: 1024 });
  const small = encodeOnce(Buffer.from('{}'), {}, { compressFrom: 1024 });

  it('When an answer is encoded once, then each encoding has its own strong tag and Vary names Accept-Encoding', () => {
    const tags = [big.identity.etag, big.br?.etag, big.gzip?.etag];
    expect(new Set(tags).size).toBe(3);
    expect(big.br?.headers['content-encoding']).toBe('br');
    expect(big.vary).toBe('Origin, Accept-Encoding');
    // Too small to be worth compressing: only the identity bytes.
    expect(small.br).toBeUndefined();
    expect(small.vary).toBe('Accept-Encoding');
    // A 304 describes no body, but keeps the tag and the caching headers.
    expect(big.br?.notModified).toContain('etag');
    expect(big.br?.notModified).not.toContain('content-length');
  });

  it('When Accept-Encoding is negotiated, then q-values are honoured, br wins a tie and identity is the fallback', () => {
    expect(pickVariant(big, 'gzip, deflate, br')).toBe(big.br);
    expect(pickVariant(big, 'gzip, br;q=0.5')).toBe(big.gzip);
    expect(pickVariant(big, 'gzip, br;q=0')).toBe(big.gzip);
    expect(pickVariant(big, undefined)).toBe(big.identity);
    expect(pickVariant(big, 'deflate')).toBe(big.identity);
    expect(pickVariant(small, 'br')).toBe(small.identity);
  });

  it("When If-None-Match is compared, then '*', weak tags and lists match and other tags do not", () => {
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag('"a-br"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag('', '"a"')).toBe(false);
  });
});
