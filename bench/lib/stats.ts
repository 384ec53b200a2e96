/** Small statistics helpers: exact percentiles over recorded samples, medians of runs. */

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  // Nearest rank: the smallest value with at least p% of the samples at or below it.
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function median(values: readonly number[]): number {
  const finite = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (finite.length === 0) return Number.NaN;
  const mid = Math.floor(finite.length / 2);
  return finite.length % 2 === 1 ? finite[mid]! : (finite[mid - 1]! + finite[mid]!) / 2;
}

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export function latencyOf(samples: Float64Array): Latency {
  const sorted = Float64Array.from(samples).sort();
  let sum = 0;
  for (const v of sorted) sum += v;
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.length > 0 ? sorted[sorted.length - 1]! : Number.NaN),
    mean: round(sorted.length > 0 ? sum / sorted.length : Number.NaN),
  };
}

/** Three significant decimals for milliseconds, whole numbers for rates. */
export function round(n: number, digits = 3): number {
  if (!Number.isFinite(n)) return n;
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** A growable sample buffer (latencies in ms). */
export class Samples {
  private data = new Float64Array(1 << 16);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  values(): Float64Array {
    return this.data.subarray(0, this.length);
  }
}

/** A ratio for people: 2 decimals, or 2 significant digits below 0.1 (0.0043x, not 0x). */
export function formatRatio(v: number | undefined): string {
  if (v === undefined || !Number.isFinite(v)) return 'n/a';
  if (v === 0) return '0x';
  if (v < 0.1) return `${Number(v.toPrecision(2))}x`;
  return `${round(v, 2)}x`;
}
