import { FIRST_NAMES, LAST_NAMES } from './catalog.ts';
import { lit, rand, textArray, uniform } from './sql.ts';

export const DOMAIN = 'bench.phonebazaar.test';

/** Sellers who went through verification (users.verified, copied to their listings). */
export const VERIFIED_SELLERS = 0.6;

/** A person's fields as expressions of their number; the same formulas wherever used. */
export function person(kind: 'seller' | 'buyer', i: string) {
  const base = kind === 'seller' ? 200 : 300;
  return {
    id: `bench_uuid(${lit(`${kind}:`)} || ${i})`,
    email: `${lit(kind)} || ${i} || ${lit(`@${DOMAIN}`)}`,
    name: `${textArray(FIRST_NAMES)}[${uniform(rand(i, base + 1), FIRST_NAMES.length)}] || ' ' || ${textArray(LAST_NAMES)}[${uniform(rand(i, base + 2), LAST_NAMES.length)}]`,
    photo: `case when ${rand(i, base + 3)} < 0.7 then '/images/bench-avatar-' || (1 + ${i} % 24) || '.webp' else '' end`,
    phone: `'+8801' || (3 + floor(${rand(i, base + 4)} * 7))::int || lpad(floor(${rand(i, base + 5)} * 100000000)::bigint::text, 8, '0')`,
    verified: kind === 'seller' ? `${rand(i, base + 6)} < ${VERIFIED_SELLERS}` : 'false',
  };
}

export function usersSql(
  sellers: number,
  buyers: number,
  anchor: string,
  postDays: number,
): string {
  const row = (kind: 'seller' | 'buyer', count: number) => {
    const p = person(kind, 'g');
    const role = kind === 'seller' ? "'seller'" : "''";
    return `select ${p.id}, ${p.email}, ${p.name}, ${p.photo}, ${role}, ${p.verified},
      ${anchor} - interval '1 day' * (${postDays + 1} + 365 * ${rand('g', 207)})
      from generate_series(1, ${count}) g`;
  };
  return `insert into users (id, email, name, photo_url, role, verified, created_at)
    ${row('seller', sellers)} union all ${row('buyer', buyers)}`;
}
