import { createHash } from 'node:crypto';

/**
 * Determinism for the demo data: the same names give the same ids, numbers and
 * pictures on every run and every machine, so re-seeding never duplicates a row and
 * two servers seeding at once agree on what they insert.
 */

/** A stable UUID (RFC 4122 layout, version 5 style) from a name. */
export function stableUuid(name: string): string {
  const hex = createHash('sha256').update(`phonebazaar-demo:${name}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** mulberry32: a tiny seeded generator; plenty for picking colours and dates. */
export function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number in [min, max) from a generator. */
export function between(rand: () => number, min: number, max: number): number {
  return min + rand() * (max - min);
}
