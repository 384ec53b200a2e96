import sharp from 'sharp';

/**
 * A photo's 64-bit difference hash (dHash, decision 041): the picture shrunk to 9x8 grey
 * pixels, one bit per pair of horizontal neighbours (1 when the left one is brighter). Re-saving,
 * resizing or recompressing a picture changes few bits; a different photo changes about half.
 * Returned as a signed 64-bit integer, the form PostgreSQL's bigint stores.
 */
export async function photoHash(image: Buffer): Promise<bigint> {
  const pixels = await sharp(image, { failOn: 'none' })
    .greyscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y += 1) {
    for (let x = 0; x < 8; x += 1) {
      const left = pixels[y * 9 + x] ?? 0;
      const right = pixels[y * 9 + x + 1] ?? 0;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/**
 * Decision 041: two photos whose hashes differ in at most this many of 64 bits are the same
 * picture (re-saved, resized, recompressed); different photos differ in about half.
 */
export const PHOTO_MATCH_MAX_DISTANCE = 6;

/** The four 16-bit bands of a hash, lowest first: the candidate lookup's keys. */
export function hashBands(hash: bigint): [number, number, number, number] {
  const unsigned = BigInt.asUintN(64, hash);
  const band = (i: number) => Number((unsigned >> BigInt(16 * i)) & 0xffffn);
  return [band(0), band(1), band(2), band(3)];
}

/** Bits that differ between two hashes. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (x > 0n) {
    bits += Number(x & 1n);
    x >>= 1n;
  }
  return bits;
}

/**
 * A near-plain picture (a solid colour, a smooth gradient) hashes to almost all zeros or all
 * ones: such hashes match every other plain picture and say nothing about copying.
 */
export function isPlainHash(hash: bigint): boolean {
  const ones = hammingDistance(hash, 0n);
  return ones < 6 || ones > 58;
}

/**
 * The values each band is probed for: the band itself and its 16 one-bit neighbours. Two hashes
 * within 7 bits have a band with at most one differing bit (pigeonhole over four bands), so
 * every pair within PHOTO_MATCH_MAX_DISTANCE is among the candidates.
 */
export function bandProbes(hash: bigint): number[][] {
  return hashBands(hash).map((band) => [
    band,
    ...Array.from({ length: 16 }, (_, bit) => band ^ (1 << bit)),
  ]);
}
