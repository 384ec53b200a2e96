/**
 * Bulk data generator: `npm run generate -w @phonebazaar/bench -- --size 100k --db postgres`.
 *
 * Builds a fresh database through the project's own migrations (createDatabase + migrate)
 * and the seed's categories, then fills it with INSERT ... SELECT over generate_series, so
 * every row is made inside the database: 1M listings take minutes, not hours. Values come
 * from a hash of the row number (hashint8extended), so the same size gives the same data on
 * every run and on both databases. Ends with VACUUM ANALYZE and writes a manifest the runner
 * reads to reuse the data set.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { seedCategories } from '../../apps/server/src/db/seed/categories.ts';
import { log, seconds } from '../lib/log.ts';
import {
  assertLoopbackUrl,
  type DbKind,
  DEFAULT_POSTGRES_URL,
  databaseUrl,
  parseSize,
  sizeLabel,
} from '../lib/options.ts';
import { DATA_ROOT } from '../lib/paths.ts';
import {
  AREA_SHARES,
  BRANDS,
  COLORS,
  CONDITION_SHARES,
  DESCRIPTION_PARTS,
  FIRST_NAMES,
  LAST_NAMES,
  MEETING_PLACES,
  STORAGE,
} from './catalog.ts';

/** Bumped whenever the generated data changes shape, so old data sets are rebuilt. */
export const GENERATOR_VERSION = 1;

/** Shares of the issue: ~1 seller per 50 listings, ~2% advertised, ~5% sold, ~3% booked. */
export const SHARES = {
  listingsPerSeller: 50,
  listingsPerBuyer: 20,
  sold: 0.05,
  booked: 0.03,
  /** Soft-deleted listings: the public lists must skip them (partial indexes). */
  deleted: 0.01,
  advertised: 0.02,
  /** Available listings whose earlier hold lapsed unpaid (a booking row, no live hold). */
  lapsed: 0.02,
  verifiedSellers: 0.6,
  /** Listings are posted over this many days before the data set's anchor time. */
  postDays: 730,
  holdHours: 24,
} as const;

export interface Manifest {
  version: number;
  db: DbKind;
  size: number;
  label: string;
  /** PostgreSQL: the data set's database. */
  databaseUrl?: string;
  /** PGlite: the server's DATA_DIR (PGlite itself lives in DATA_DIR/pglite). */
  dataDir?: string;
  generatedAt: string;
  /** "Now" of the data: post times, holds and payments are laid out before it. */
  anchor: string;
  seconds: Record<string, number>;
  counts: Record<string, number>;
}

export interface GenerateOptions {
  size: number;
  db: DbKind;
  /** PostgreSQL server URL (any database on it); the data set gets its own database. */
  url?: string;
  dataRoot?: string;
}

export function dataSetDir(db: DbKind, size: number, dataRoot = DATA_ROOT): string {
  return path.join(dataRoot, `${db}-${sizeLabel(size)}`);
}

export function benchDatabaseName(size: number): string {
  return `bench_${sizeLabel(size)}`;
}

export async function readManifest(
  db: DbKind,
  size: number,
  dataRoot = DATA_ROOT,
): Promise<Manifest | undefined> {
  const file = path.join(dataSetDir(db, size, dataRoot), 'manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  return manifest.version === GENERATOR_VERSION ? manifest : undefined;
}

/** Opens a generated data set with the server's own client. */
export function openDataSet(manifest: Manifest, poolSize = 4): Promise<Database> {
  return createDatabase({
    url: manifest.databaseUrl,
    pgliteDir: manifest.dataDir ? path.join(manifest.dataDir, 'pglite') : '',
    poolSize,
    // Restoring the data set after a run rewrites many rows; the server's 10 s default is for requests.
    statementTimeoutMs: 600_000,
  });
}

// ---------------------------------------------------------------------------------------
// SQL building blocks. Everything is a literal made here from the catalog: no user input.

const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;
const textArray = (xs: readonly string[]) => `(array[${xs.map(lit).join(',')}]::text[])`;
const numArray = (xs: readonly number[]) => `(array[${xs.join(',')}]::float8[])`;

/** A uniform number in [0, 1) from a row number and a salt, the same on every run. */
const rand = (i: string, salt: number) => `bench_rand(${i}, ${salt})`;

/** 1-based index of the share `r` falls into. */
function pick(r: string, shares: readonly number[]): string {
  let cumulative = 0;
  const arms = shares.slice(0, -1).map((share, i) => {
    cumulative += share;
    return `when ${r} < ${cumulative.toFixed(6)} then ${i + 1}`;
  });
  return `(case ${arms.join(' ')} else ${shares.length} end)`;
}

/** 1-based index uniformly among n. */
const uniform = (r: string, n: number) => `(1 + floor(${r} * ${n})::int)`;

const DOMAIN = 'bench.phonebazaar.test';

/** A person's fields as expressions of their number; the same formulas wherever used. */
function person(kind: 'seller' | 'buyer', i: string) {
  const base = kind === 'seller' ? 200 : 300;
  return {
    id: `bench_uuid(${lit(`${kind}:`)} || ${i})`,
    email: `${lit(kind)} || ${i} || ${lit(`@${DOMAIN}`)}`,
    name: `${textArray(FIRST_NAMES)}[${uniform(rand(i, base + 1), FIRST_NAMES.length)}] || ' ' || ${textArray(LAST_NAMES)}[${uniform(rand(i, base + 2), LAST_NAMES.length)}]`,
    photo: `case when ${rand(i, base + 3)} < 0.7 then '/images/bench-avatar-' || (1 + ${i} % 24) || '.webp' else '' end`,
    phone: `'+8801' || (3 + floor(${rand(i, base + 4)} * 7))::int || lpad(floor(${rand(i, base + 5)} * 100000000)::bigint::text, 8, '0')`,
  };
}

const FUNCTIONS = [
  `create or replace function bench_rand(i bigint, salt bigint) returns float8
     language sql immutable parallel safe
     as $$ select (hashint8extended(i, salt) & 9007199254740991)::float8 / 9007199254740992.0 $$`,
  // A version-4-shaped uuid from a name: stable ids for the same data set on every run.
  `create or replace function bench_uuid(name text) returns uuid
     language sql immutable parallel safe
     as $$ select overlay(overlay(md5(name) placing '4' from 13) placing '8' from 17)::uuid $$`,
];

function usersSql(sellers: number, buyers: number, anchor: string): string {
  const row = (kind: 'seller' | 'buyer', count: number) => {
    const p = person(kind, 'g');
    const role = kind === 'seller' ? "'seller'" : "''";
    const verified = kind === 'seller' ? `${rand('g', 206)} < ${SHARES.verifiedSellers}` : 'false';
    return `select ${p.id}, ${p.email}, ${p.name}, ${p.photo}, ${role}, ${verified},
      ${anchor} - interval '1 day' * (${SHARES.postDays + 1} + 365 * ${rand('g', 207)})
      from generate_series(1, ${count}) g`;
  };
  return `insert into users (id, email, name, photo_url, role, verified, created_at)
    ${row('seller', sellers)} union all ${row('buyer', buyers)}`;
}

function productsSql(
  listings: number,
  sellers: number,
  anchor: string,
  brandCategories: readonly string[],
): string {
  const models = BRANDS.flatMap((b) => b.models);
  const offsets: number[] = [];
  let offset = 0;
  for (const b of BRANDS) {
    offsets.push(offset);
    offset += b.models.length;
  }
  const seller = person('seller', 's.i');
  const state = `case when x.rs < ${SHARES.sold} then 'sold'
    when x.rs < ${SHARES.sold + SHARES.booked} then 'booked'
    when x.rs < ${SHARES.sold + SHARES.booked + SHARES.deleted} then 'deleted'
    else 'available' end`;
  const description = `format(${lit(DESCRIPTION_PARTS.map(() => '%s').join(' '))}, ${DESCRIPTION_PARTS.map(
    (part, i) => {
      const chosen = `${textArray(part)}[${uniform(rand('g', 40 + i), part.length)}]`;
      // The battery sentence carries a number between 76 and 99.
      return i === 1 ? `format(${chosen}, 76 + floor(${rand('g', 50)} * 24)::int)` : chosen;
    },
  ).join(', ')})`;
  return `insert into products (id, product_name, market_price_cents, selling_price_cents, area,
      description, purchase_year, product_condition, category_id, product_img, seller_id,
      seller_name, seller_email, seller_img, seller_phone, post_time, product_status,
      advertisement, advertised_at, sold, booking, deleted_at)
    select
      bench_uuid('product:' || g),
      m.name || ' ' || ${textArray(STORAGE.map((s) => s[0]))}[x.st] || ' '
        || ${textArray(COLORS)}[${uniform(rand('g', 6), COLORS.length)}],
      m.market,
      (round(m.market * (c.low + (c.high - c.low) * ${rand('g', 8)}) / 500) * 500)::int,
      ${textArray(AREA_SHARES.map((a) => a[0]))}[x.area],
      ${description},
      least(t.post_time::date, greatest(make_date(m.year, 3, 1),
        (t.post_time - interval '1 day' * (20 + 900 * ${rand('g', 10)}))::date)),
      c.name,
      (${textArray(brandCategories)}::uuid[])[x.brand],
      '/images/bench-' || ${textArray(BRANDS.map((b) => b.slug))}[x.brand] || '-' || (1 + g % 12) || '.webp',
      ${seller.id}, ${seller.name}, ${seller.email}, ${seller.photo}, ${seller.phone},
      t.post_time,
      'Available',
      x.advertised,
      case when x.advertised then t.post_time + (${anchor} - t.post_time) * ${rand('g', 12)} end,
      t.state = 'sold',
      t.state = 'booked',
      case when t.state = 'deleted' then t.post_time + (${anchor} - t.post_time) * ${rand('g', 13)} end
    from generate_series(1, ${listings}) g
    cross join lateral (select
        ${pick(
          rand('g', 1),
          BRANDS.map((b) => b.share),
        )} as brand,
        ${rand('g', 2)} as rm,
        ${pick(
          rand('g', 3),
          STORAGE.map((s) => s[1]),
        )} as st,
        ${pick(
          rand('g', 4),
          CONDITION_SHARES.map((c) => c[1]),
        )} as cond,
        ${pick(
          rand('g', 7),
          AREA_SHARES.map((a) => a[1]),
        )} as area,
        ${rand('g', 11)} as rs,
        ${rand('g', 14)} < ${SHARES.advertised} as advertised
      ) x
    -- Sellers follow a long tail: a few dealers list hundreds, most list a handful.
    cross join lateral (select 1 + floor(${sellers} * power(${rand('g', 5)}, 1.6))::int as i) s
    cross join lateral (select
        ${numArray(offsets)}[x.brand]::int
          + 1 + floor(x.rm * ${numArray(BRANDS.map((b) => b.models.length))}[x.brand])::int as k
      ) mk
    cross join lateral (select
        ${textArray(models.map((m) => m.name))}[mk.k] as name,
        ${numArray(models.map((m) => m.year))}[mk.k]::int as year,
        (round(${numArray(models.map((m) => m.price * 100))}[mk.k]
          * ${numArray(STORAGE.map((s) => s[2]))}[x.st] / 100) * 100)::int as market
      ) m
    cross join lateral (select
        ${textArray(CONDITION_SHARES.map((c) => c[0]))}[x.cond] as name,
        ${numArray(CONDITION_SHARES.map((c) => c[2]))}[x.cond] as low,
        ${numArray(CONDITION_SHARES.map((c) => c[3]))}[x.cond] as high
      ) c
    cross join lateral (select
        -- More listings lately than two years ago: a growing marketplace.
        ${anchor} - interval '1 day' * ${SHARES.postDays} * power(${rand('g', 9)}, 1.25) as post_time,
        ${state} as state
      ) t`;
}

function bookingsSql(buyers: number, anchor: string): string {
  const buyer = person('buyer', 'w.i');
  const meeting = `${textArray(AREA_SHARES.map((a) => MEETING_PLACES[a[0]]!))}[array_position(${textArray(AREA_SHARES.map((a) => a[0]))}, p.area)]`;
  const hold = `interval '${SHARES.holdHours} hours'`;
  return `insert into bookings (id, product_id, buyer_id, seller_id, buyer_email, buyer_name,
      buyer_number, meeting_location, product_name, product_img, description, seller_email,
      price_cents, paid, transaction_id, created_at, expires_at, paid_at, released_at)
    select
      bench_uuid('booking:' || p.id), p.id, ${buyer.id}, p.seller_id, ${buyer.email}, ${buyer.name},
      ${buyer.phone}, ${meeting}, p.product_name, p.product_img, p.description, p.seller_email,
      p.selling_price_cents, k.kind = 'paid',
      case when k.kind = 'paid' then 'pi_bench_' || substr(md5('txn:' || p.id), 1, 24) end,
      k.created, k.created + ${hold},
      case when k.kind = 'paid' then k.created + interval '1 minute' * (5 + 600 * ${rand('h.h', 302)}) end,
      null
    from products p
    cross join lateral (select hashtext(p.id::text)::bigint as h) h
    cross join lateral (select 1 + floor(${buyers} * ${rand('h.h', 301)})::int as i) w
    cross join lateral (select
        case when p.sold then 'paid' when p.booking then 'open' else 'lapsed' end as kind,
        case
          when p.sold then p.post_time + (${anchor} - p.post_time) * (0.02 + 0.3 * ${rand('h.h', 303)})
          -- An open hold was taken within the last 20 hours: still live at the anchor.
          when p.booking then least(${anchor}, greatest(p.post_time + interval '1 minute',
            ${anchor} - interval '20 hours' * ${rand('h.h', 304)}))
          else greatest(p.post_time, p.post_time
            + (${anchor} - interval '2 days' - p.post_time) * ${rand('h.h', 305)})
        end as created
      ) k
    where p.sold or p.booking
      or (p.deleted_at is null and ${rand('h.h', 306)} < ${SHARES.lapsed})`;
}

const PAYMENT_INTENTS_SQL = `insert into payment_intents (id, client_secret, booking_id, amount_cents,
    currency, status, created_at, updated_at, provider)
  select b.transaction_id, b.transaction_id || '_secret_' || substr(md5('secret:' || b.id), 1, 16),
    b.id, b.price_cents, 'usd', 'succeeded', b.paid_at - interval '2 minutes', b.paid_at, 'sandbox'
  from bookings b where b.paid`;

const PAYMENTS_SQL = `insert into payments (id, booking_id, product_id, buyer_id, email, amount_cents,
    currency, transaction_id, provider, created_at)
  select bench_uuid('payment:' || b.id), b.id, b.product_id, b.buyer_id, b.buyer_email,
    b.price_cents, 'usd', b.transaction_id, 'sandbox', b.paid_at
  from bookings b where b.paid`;

// A lapsed hold leaves the stored "booked since" flag set, as the booking flow would.
const LAPSED_FLAG_SQL = `update products p set booking = true
  from bookings b where b.product_id = p.id and not b.paid and not p.sold and not p.booking`;

const ORPHANS_SQL = `select
    (select count(*) from products p where not exists (select 1 from users u where u.id = p.seller_id))
  + (select count(*) from products p where not exists (select 1 from categories c where c.id = p.category_id))
  + (select count(*) from bookings b where not exists (select 1 from users u where u.id = b.buyer_id))
  + (select count(*) from bookings b where not exists (select 1 from products p where p.id = b.product_id))
  as orphans`;

const COUNTS_SQL = `select
  (select count(*) from users where role = 'seller') as sellers,
  (select count(*) from users where role = '') as buyers,
  (select count(*) from products) as listings,
  (select count(*) from products where not sold and deleted_at is null) as on_market,
  (select count(*) from products where advertisement and not sold and deleted_at is null) as advertised,
  (select count(*) from products where sold) as sold,
  (select count(*) from bookings where not paid and expires_at > now()) as open_holds,
  (select count(*) from bookings) as bookings,
  (select count(*) from payments) as payments`;

// ---------------------------------------------------------------------------------------

/** A fresh, empty database for the data set: dropped and created again on PostgreSQL. */
async function freshPostgres(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return databaseUrl(serverUrl, name);
}

async function rows(db: Database, text: string): Promise<Record<string, unknown>[]> {
  const result = (await db.db.execute(sql.raw(text))) as unknown as
    | { rows: Record<string, unknown>[] }
    | Record<string, unknown>[];
  return Array.isArray(result) ? result : result.rows;
}

export async function generate(options: GenerateOptions): Promise<Manifest> {
  const { size, db: kind } = options;
  const dataRoot = options.dataRoot ?? DATA_ROOT;
  const dir = dataSetDir(kind, size, dataRoot);
  const label = sizeLabel(size);
  const started = performance.now();
  const timings: Record<string, number> = {};
  const phase = async <T>(name: string, body: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const value = await body();
    timings[name] = seconds(t);
    log(`generate ${kind} ${label}: ${name} ${timings[name]} s`);
    return value;
  };

  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const dataDir = kind === 'pglite' ? path.join(dir, 'data') : undefined;
  const url =
    kind === 'postgres'
      ? await freshPostgres(options.url ?? DEFAULT_POSTGRES_URL, benchDatabaseName(size))
      : undefined;
  // One connection: the session setting below and the statements share it.
  const database = await createDatabase({
    url,
    pgliteDir: dataDir ? path.join(dataDir, 'pglite') : '',
    poolSize: 1,
    // The bulk INSERT ... SELECT and VACUUM of 1M rows outlast the server's 10 s default.
    statementTimeoutMs: 3_600_000,
  });

  const sellers = Math.max(1, Math.round(size / SHARES.listingsPerSeller));
  const buyers = Math.max(1000, Math.round(size / SHARES.listingsPerBuyer));
  const anchorDate = new Date(Math.floor(Date.now() / 1000) * 1000);
  const anchor = `'${anchorDate.toISOString()}'::timestamptz`;
  let counts: Record<string, number>;
  try {
    await phase('migrate', () => database.migrate());
    const categories = await phase('categories', () => seedCategories(database.db));
    const brandCategories = BRANDS.map((b) => {
      const id = categories.ids.get(b.brand);
      if (!id) throw new Error(`category ${b.brand} missing after the seed`);
      return id;
    });
    for (const fn of FUNCTIONS) await database.db.execute(sql.raw(fn));

    await database.db.transaction(async (tx) => {
      // Every row is consistent by construction (checked below), so the per-row foreign key
      // triggers are skipped while loading; unique indexes still apply.
      await tx.execute(sql.raw('set local session_replication_role = replica'));
      await phase('users', () => tx.execute(sql.raw(usersSql(sellers, buyers, anchor))));
      await phase('listings', () =>
        tx.execute(sql.raw(productsSql(size, sellers, anchor, brandCategories))),
      );
      await phase('bookings', () => tx.execute(sql.raw(bookingsSql(buyers, anchor))));
      await phase('payments', async () => {
        await tx.execute(sql.raw(PAYMENT_INTENTS_SQL));
        await tx.execute(sql.raw(PAYMENTS_SQL));
        await tx.execute(sql.raw(LAPSED_FLAG_SQL));
      });
    });
    for (const fn of ['bench_rand(bigint, bigint)', 'bench_uuid(text)']) {
      await database.db.execute(sql.raw(`drop function ${fn}`));
    }
    await phase('vacuum analyze', () =>
      database.db.execute(
        sql.raw(
          'vacuum (analyze) users, categories, products, bookings, payments, payment_intents',
        ),
      ),
    );
    const [orphans] = await rows(database, ORPHANS_SQL);
    if (Number(orphans?.orphans) !== 0) {
      throw new Error(`generated data has ${orphans?.orphans} rows with a dangling reference`);
    }
    const [c] = await rows(database, COUNTS_SQL);
    counts = Object.fromEntries(Object.entries(c ?? {}).map(([k, v]) => [k, Number(v)]));
  } finally {
    await database.close();
  }
  timings.total = seconds(started);

  const manifest: Manifest = {
    version: GENERATOR_VERSION,
    db: kind,
    size,
    label,
    ...(url ? { databaseUrl: url } : {}),
    ...(dataDir ? { dataDir } : {}),
    generatedAt: new Date().toISOString(),
    anchor: anchorDate.toISOString(),
    seconds: timings,
    counts,
  };
  await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  log(`generate ${kind} ${label}: done in ${timings.total} s ${JSON.stringify(counts)}`);
  return manifest;
}

async function main() {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '100k' },
      db: { type: 'string', default: 'postgres' },
      url: { type: 'string', default: DEFAULT_POSTGRES_URL },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      'usage: tsx bench/data/generate.ts --size 100k|1m --db pglite|postgres [--url postgres://postgres@127.0.0.1:5432/postgres]',
    );
    return;
  }
  if (values.db !== 'pglite' && values.db !== 'postgres') {
    throw new Error(`--db: pglite or postgres, got "${values.db}"`);
  }
  assertLoopbackUrl(values.url);
  const manifest = await generate({
    size: parseSize(values.size),
    db: values.db,
    url: values.url,
  });
  console.log(JSON.stringify(manifest, null, 2));
}

if (process.argv[1]?.endsWith('generate.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
