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
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPORT_CATEGORIES } from '@phonebazaar/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { seedCategories } from '../../apps/server/src/seed/categories.ts';
import { MIGRATIONS_DIR } from '../../apps/server/src/paths.ts';
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
import { AREA_SHARES, BRANDS, MEETING_PLACES } from './catalog.ts';
import { DROP_MODEL_TABLES, listingsSql, modelTablesSql } from './listings-sql.ts';
import { benchModels } from './models.ts';
import { DOMAIN, person, usersSql, VERIFIED_SELLERS } from './people.ts';
import { DROP_FUNCTIONS, FUNCTIONS, lit, oneOf, rand, textArray } from './sql.ts';

/** Bumped whenever the generated data changes shape, so old data sets are rebuilt. */
export const GENERATOR_VERSION = 4;

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
  /** Listings with reports (1-3 buyers each): the admins' Reported Items has pages. */
  reported: 0.005,
  verifiedSellers: VERIFIED_SELLERS,
  /** Listings are posted over this many days before the data set's anchor time. */
  postDays: 730,
  holdHours: 24,
} as const;

export interface Manifest {
  version: number;
  /** The newest migration the data set was made with (drizzle's journal tag). */
  migration?: string;
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

/** The tag of the server's newest migration, from drizzle's journal. */
export function lastMigration(): string {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return journal.entries.at(-1)?.tag ?? '';
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

/** The admin of the admin lists' scenarios (since v4): one account, older than everyone. */
export const BENCH_ADMIN_EMAIL = `admin@${DOMAIN}`;
function adminSql(anchor: string): string {
  return `insert into users (id, email, name, role, verified, created_at)
    values (bench_uuid('admin:1'), ${lit(BENCH_ADMIN_EMAIL)}, 'Bench Admin', 'admin', false,
      ${anchor} - interval '${SHARES.postDays + 400} days')`;
}

/** Reports by 1-3 buyers on 0.5% of the live listings, within the month before the anchor. */
function reportsSql(buyers: number, anchor: string): string {
  // Salted by the report's number too: each of a listing's reports has its own values.
  const r = (salt: number) => `bench_rand(h.h, ${salt} + r.n)`;
  const reporter = person('buyer', `(1 + floor(${buyers} * ${r(311)})::int)`);
  const reasons = ['', 'Price looks too low', 'Photos look copied', 'Asked to pay outside the site'];
  return `insert into reports (id, product_id, reporter_id, reason, category, created_at)
    select bench_uuid('report:' || p.id || ':' || r.n), p.id, ${reporter.id},
      ${oneOf(reasons, r(320))}, ${oneOf(REPORT_CATEGORIES, r(330))},
      greatest(p.post_time, ${anchor} - interval '30 days' * ${r(340)})
    from products p
    cross join lateral (select hashtext(p.id::text)::bigint as h) h
    cross join lateral generate_series(1, 1 + floor(3 * ${rand('h.h', 310)})::int) r(n)
    where p.deleted_at is null and not p.sold and ${rand('h.h', 309)} < ${SHARES.reported}
    on conflict do nothing`;
}

function bookingsSql(buyers: number, anchor: string): string {
  // Skewed (since v4): a few buyers book often, so My Orders has full pages to measure.
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
    cross join lateral (select 1 + floor(${buyers} * power(${rand('h.h', 301)}, 3))::int as i) w
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
  + (select count(*) from products p where p.model_id is not null
      and not exists (select 1 from phone_models m where m.id = p.model_id and m.category_id = p.category_id))
  as orphans`;

const COUNTS_SQL = `select
  (select count(*) from users where role = 'seller') as sellers,
  (select count(*) from users where role = '') as buyers,
  (select count(*) from users where role = 'admin') as admins,
  (select count(*) from products) as listings,
  (select count(*) from products where not sold and deleted_at is null) as on_market,
  (select count(*) from products where advertisement and not sold and deleted_at is null) as advertised,
  (select count(*) from products where sold) as sold,
  (select count(*) from bookings where not paid and expires_at > now()) as open_holds,
  (select count(*) from bookings) as bookings,
  (select count(*) from payments) as payments,
  (select count(*) from reports) as reports,
  (select count(distinct product_id) from reports) as reported_listings,
  (select count(*) from products where imei_hash is not null) as imei_on_file,
  (select count(*) from products where cardinality(defects) = 0) as no_defects,
  (select count(*) from products where description ~ '[\u0980-\u09FF]') as bangla`;

async function hasFunction(database: Database, name: string): Promise<boolean> {
  const [row] = await rows(
    database,
    `select count(*)::int as n from pg_proc where proname = '${name}'`,
  );
  return Number(row?.n) > 0;
}

/** Whether migration 0013_search (search_terms, seller_verified, the counters) is in. */
async function hasSearchColumns(db: Database): Promise<boolean> {
  const [found] = await rows(
    db,
    `select
      (select count(*) from information_schema.columns where table_name = 'products'
        and column_name in ('search_terms', 'seller_verified')) as columns,
      (select count(*) from pg_proc where proname = 'search_rebuild_counts') as functions`,
  );
  const columns = Number(found?.columns);
  if (columns === 1) throw new Error('products has only one of search_terms, seller_verified');
  if (columns === 2 && Number(found?.functions) === 0) {
    throw new Error('products has the search columns but search_rebuild_counts() is missing');
  }
  return columns === 2;
}

/**
 * A data set made before the server's newest migration gets the pending ones (the server would
 * apply them at start, inside its ready timeout), then VACUUM ANALYZE for what they rewrote.
 * The generator's own changes bump GENERATOR_VERSION instead, which makes it again.
 */
export async function upgradeDataSet(manifest: Manifest): Promise<Manifest> {
  const latest = lastMigration();
  if (manifest.migration === latest) return manifest;
  const database = await openDataSet(manifest, 1);
  try {
    await database.migrate();
    await database.db.execute(sql.raw('vacuum (analyze) products'));
  } finally {
    await database.close();
  }
  const upgraded = { ...manifest, migration: latest };
  const dir = dataSetDir(manifest.db, manifest.size);
  await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(upgraded, null, 2)}\n`);
  log(
    `${manifest.db} ${manifest.label}: migrated from ${manifest.migration ?? 'before 0013'} to ${latest}`,
  );
  return upgraded;
}

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
    const models = benchModels();
    for (const statement of modelTablesSql(models)) await database.db.execute(sql.raw(statement));
    // 0013_search's columns are set by a trigger the load does not fire (see below).
    const searchColumns = await hasSearchColumns(database);
    // Built once over the loaded rows instead of row by row (a GIN index, one entry per word
    // of every listing, is most of the load's cost otherwise); unique ones stay, as checks.
    // search_listings (migration 0021) is filled from the loaded rows too, its indexes after.
    const indexes = await rows(
      database,
      `select indexname as name, indexdef as def from pg_indexes
        where schemaname = 'public' and tablename in ('products', 'search_listings')
          and indexdef not like 'CREATE UNIQUE%'`,
    );
    const searchCopy = await hasFunction(database, 'search_rebuild_listings');
    for (const index of indexes) {
      await database.db.execute(sql.raw(`drop index "${String(index.name)}"`));
    }

    await database.db.transaction(async (tx) => {
      // Every row is consistent by construction (checked below), so the per-row foreign key
      // triggers are skipped while loading; unique indexes still apply. So are the search
      // triggers: the listings' search columns are computed in the INSERT itself.
      await tx.execute(sql.raw('set local session_replication_role = replica'));
      await phase('users', async () => {
        await tx.execute(sql.raw(usersSql(sellers, buyers, anchor, SHARES.postDays)));
        await tx.execute(sql.raw(adminSql(anchor)));
      });
      await phase('listings', () =>
        tx.execute(
          sql.raw(
            listingsSql({
              listings: size,
              sellers,
              anchor,
              postDays: SHARES.postDays,
              shares: SHARES,
              brandCategories,
              searchColumns,
            }),
          ),
        ),
      );
      await phase('bookings', () => tx.execute(sql.raw(bookingsSql(buyers, anchor))));
      await phase('reports', () => tx.execute(sql.raw(reportsSql(buyers, anchor))));
      await phase('payments', async () => {
        await tx.execute(sql.raw(PAYMENT_INTENTS_SQL));
        await tx.execute(sql.raw(PAYMENTS_SQL));
        await tx.execute(sql.raw(LAPSED_FLAG_SQL));
      });
    });
    await database.db.execute(sql.raw(DROP_MODEL_TABLES));
    if (searchCopy) {
      // The triggers that keep search's copy of the live listings were off: copied in one pass.
      await phase('search copy', () =>
        database.db.execute(sql.raw('select search_rebuild_listings()')),
      );
    }
    await phase('indexes', async () => {
      if (kind === 'postgres')
        await database.db.execute(sql.raw("set maintenance_work_mem = '512MB'"));
      for (const index of indexes) await database.db.execute(sql.raw(String(index.def)));
    });
    for (const fn of DROP_FUNCTIONS) await database.db.execute(sql.raw(`drop function ${fn}`));
    if (searchColumns) {
      // The facet counters the triggers would have kept, rebuilt from the rows in one pass.
      await phase('search counts', () =>
        database.db.execute(sql.raw('select search_rebuild_counts()')),
      );
    }
    await phase('vacuum analyze', () =>
      database.db.execute(
        sql.raw(
          `vacuum (analyze) users, categories, products, bookings, payments, payment_intents, reports${searchCopy ? ', search_listings' : ''}`,
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
    migration: lastMigration(),
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
