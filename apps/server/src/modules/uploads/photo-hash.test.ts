import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  bandProbes,
  hammingDistance,
  hashBands,
  isPlainHash,
  PHOTO_MATCH_MAX_DISTANCE,
  photoHash,
} from './photo-hash.ts';

/** A photo-like picture (12x9 random colours blown up smoothly), reproducible from `seed`. */
async function picture(seed: number): Promise<Buffer> {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % 256;
  };
  const raw = Buffer.alloc(12 * 9 * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = next();
  return sharp(raw, { raw: { width: 12, height: 9, channels: 3 } })
    .resize(240, 180, { kernel: 'cubic' })
    .png()
    .toBuffer();
}

describe('photo hash (dHash)', () => {
  it('When the same picture is re-encoded and resized, then its hash barely changes', async () => {
    const original = await picture(7);
    const copy = await sharp(original).resize(200, 150).webp({ quality: 40 }).toBuffer();
    const distance = hammingDistance(await photoHash(original), await photoHash(copy));
    expect(distance).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
  });

  it('When two different pictures are hashed, then many bits differ', async () => {
    const a = await photoHash(await picture(1));
    const b = await photoHash(await picture(2));
    expect(hammingDistance(a, b)).toBeGreaterThan(12);
  });

  it('When a picture is one plain colour, then its hash is plain and never compared', async () => {
    const plain = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 20, b: 30 } },
    })
      .png()
      .toBuffer();
    expect(isPlainHash(await photoHash(plain))).toBe(true);
    expect(isPlainHash(await photoHash(await picture(3)))).toBe(false);
  });

  it('When a hash is split into bands, then they are its four 16-bit pieces, lowest first', () => {
    expect(hashBands(BigInt.asIntN(64, 0x0001_0002_0003_0004n))).toEqual([4, 3, 2, 1]);
    expect(hashBands(-1n)).toEqual([0xffff, 0xffff, 0xffff, 0xffff]);
  });

  it('When two hashes are within 7 bits, then some band of one is among the probes of the other', () => {
    const a = BigInt.asIntN(64, 0x1234_5678_9abc_def0n);
    // Seven bits flipped, spread over all four bands.
    const b = a ^ BigInt.asIntN(64, 0x0003_0003_0003_0001n);
    const probes = bandProbes(a);
    const bands = hashBands(b);
    expect(bands.some((band, i) => probes[i]!.includes(band))).toBe(true);
  });
});
