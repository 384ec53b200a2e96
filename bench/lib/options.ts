/** Command-line values shared by the generator and the runner. */

export type DbKind = 'pglite' | 'postgres';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** `100k`, `1m`, `250000`: the number of listings. */
export function parseSize(raw: string): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(raw.trim());
  if (!match) throw new Error(`--size: expected e.g. 100k or 1m, got "${raw}"`);
  const unit = match[2]!.toLowerCase();
  const n = Number(match[1]) * (unit === 'm' ? 1_000_000 : unit === 'k' ? 1_000 : 1);
  if (!Number.isInteger(n) || n < 1_000 || n > 20_000_000) {
    throw new Error(`--size: between 1k and 20m listings, got "${raw}"`);
  }
  return n;
}

/** The canonical label of a size: 100000 -> 100k, 1000000 -> 1m. */
export function sizeLabel(n: number): string {
  if (n % 1_000_000 === 0) return `${n / 1_000_000}m`;
  if (n % 1_000 === 0) return `${n / 1_000}k`;
  return String(n);
}

export function parseDbKinds(raw: string): DbKind[] {
  const kinds = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const k of kinds) {
    if (k !== 'pglite' && k !== 'postgres') throw new Error(`--db: pglite or postgres, got "${k}"`);
  }
  if (kinds.length === 0) throw new Error('--db: name at least one database');
  return [...new Set(kinds)] as DbKind[];
}

/** Benchmarks never leave this machine: only loopback PostgreSQL URLs are accepted. */
export function assertLoopbackUrl(url: string): URL {
  const parsed = new URL(url);
  if (!/^postgres(ql)?:$/.test(parsed.protocol)) {
    throw new Error(`--url: a postgres:// URL, got "${url}"`);
  }
  if (!LOOPBACK.has(parsed.hostname)) {
    throw new Error(`--url: only a PostgreSQL on this machine's loopback, got "${parsed.host}"`);
  }
  return parsed;
}

/** The URL of database `name` on the same server as `base`. */
export function databaseUrl(base: string, name: string): string {
  const url = assertLoopbackUrl(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export function positiveNumber(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name}: a positive number, got "${raw}"`);
  return n;
}
