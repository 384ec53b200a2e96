/**
 * SQL building blocks of the generator. Everything is a literal made from the bench's own
 * catalogue and texts: no user input ever reaches these strings.
 */

export const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;
export const textArray = (xs: readonly string[]) => `(array[${xs.map(lit).join(',')}]::text[])`;
export const numArray = (xs: readonly number[]) => `(array[${xs.join(',')}]::float8[])`;
export const intArray = (xs: readonly number[]) => `(array[${xs.join(',')}]::int[])`;

/** A uniform number in [0, 1) from a row number and a salt, the same on every run. */
export const rand = (i: string, salt: number) => `bench_rand(${i}, ${salt})`;

/** 1-based index of the share `r` falls into. */
export function pick(r: string, shares: readonly number[]): string {
  let cumulative = 0;
  const arms = shares.slice(0, -1).map((share, i) => {
    cumulative += share;
    return `when ${r} < ${cumulative.toFixed(6)} then ${i + 1}`;
  });
  return `(case ${arms.join(' ')} else ${shares.length} end)`;
}

/** 1-based index uniformly among n. */
export const uniform = (r: string, n: number) => `(1 + floor(${r} * ${n})::int)`;

/** One of `xs`, uniformly, by the random expression `r`. */
export const oneOf = (xs: readonly string[], r: string) =>
  `${textArray(xs)}[${uniform(r, xs.length)}]`;

export const FUNCTIONS = [
  `create or replace function bench_rand(i bigint, salt bigint) returns float8
     language sql immutable parallel safe
     as $$ select (hashint8extended(i, salt) & 9007199254740991)::float8 / 9007199254740992.0 $$`,
  // A version-4-shaped uuid from a name: stable ids for the same data set on every run.
  `create or replace function bench_uuid(name text) returns uuid
     language sql immutable parallel safe
     as $$ select overlay(overlay(md5(name) placing '4' from 13) placing '8' from 17)::uuid $$`,
];
export const DROP_FUNCTIONS = ['bench_rand(bigint, bigint)', 'bench_uuid(text)'];
