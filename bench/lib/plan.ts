import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { decodeCursor, encodeCursor } from '../../apps/server/src/lib/cursor.ts';
import { createAdminUsersRepository } from '../../apps/server/src/modules/admin/index.ts';
import { createBookingsRepository } from '../../apps/server/src/modules/bookings/index.ts';
import {
  createCategoriesRepository,
  createProductsRepository,
} from '../../apps/server/src/modules/catalogue/index.ts';
import { BLOCKED_IMEI_REASON } from '../../apps/server/src/modules/imei/index.ts';
import { createReportsRepository } from '../../apps/server/src/modules/reports/index.ts';
import { createSellingRepository } from '../../apps/server/src/modules/selling/index.ts';
import type { DbQuery } from '../baselines/db-loop.ts';
import { captureSql } from './sql-capture.ts';

/** Page sizes of the web app's lists: My Orders and My Sell ask for 20, the admin lists 25. */
export const ORDERS_PAGE = 20;
export const ADMIN_PAGE = 25;

/** What the write scenarios take from the data set (issue #22 item 2). */
export interface WritePlan {
  /** Available, not advertised listings of many sellers: each advertised, then edited, once. */
  owned: { id: string; sellerId: string; sellerEmail: string; priceCents: number }[];
  /** Verified sellers who add listings in turn. */
  sellers: { id: string; email: string }[];
  /** Live listings reported by the buyers in turn (one report per listing and buyer). */
  reportListings: string[];
  /** Live listings the buyers write to the sellers about. */
  messageListings: string[];
  /** The category new listings go to (the largest). */
  categoryId: string;
}

/**
 * Everything a run needs to know about its data set, read from the database before the
 * server starts (PGlite is one process's folder): which category and seller to ask for,
 * the cursor of the deepest page, the listings bookings may take, and the SQL of each list
 * endpoint for the database's own baseline.
 */
export interface Plan {
  onMarket: number;
  categories: { id: string; name: string; onMarket: number }[];
  /** The largest category (its first page is the "one category" scenario). */
  category: { id: string; name: string; onMarket: number };
  /** A typical seller: a full first page of My Products, not the biggest dealer. */
  seller: { id: string; email: string; listings: number };
  /** A listing of that seller, available and not advertised: advertised by the check. */
  advertiseListing: string;
  /** The newest listing nobody ever booked (on the first page): booked by the check. */
  bookListing: string;
  /** The deepest full page of /api/allproducts at the run's page size. */
  deep: { page: number; offset: number; cursor: string };
  /** Cursor of page 2 ("Load more" once). */
  next: string;
  /** Cursor after the first three pages: the server's own x-next-cursor must match it. */
  walk: { pages: number; cursor: string };
  bookingPool: string[];
  buyers: { id: string; email: string; name: string }[];
  /** The data set's admin (generator v4), for the admin lists. */
  admin: { id: string; email: string };
  /** A buyer with full pages of My Orders: closest to 3 pages of bookings. */
  orderBuyer: { id: string; email: string; bookings: number };
  /** A seller with sales for My Sell: closest to 3 pages of bookings of their listings. */
  salesSeller: { id: string; email: string; bookings: number };
  /** Listings on the admins' Reported Items. */
  reportedListings: number;
  writes: WritePlan;
  queries: DbQuery[];
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

/** The (post_time, id) key of the on-market row at 0-based `offset`, as a cursor. */
async function cursorAt(db: Database, offset: number): Promise<string> {
  const [row] = await rows<{ ms: string; id: string }>(
    db,
    sql`select (extract(epoch from post_time) * 1000)::bigint::text as ms, id::text as id
        from products where sold = false and deleted_at is null
        order by post_time desc, id desc offset ${offset} limit 1`,
  );
  if (!row) throw new Error(`no on-market listing at offset ${offset}`);
  return encodeCursor({ at: new Date(Number(row.ms)), id: row.id });
}

export async function makePlan(
  database: Database,
  opts: {
    limit: number;
    sellerLimit: number;
    bookingPool: number;
    buyers: number;
    /** Listings the write scenarios advertise and edit (none unless asked). */
    writePool?: number;
  },
): Promise<Plan> {
  const writePool = opts.writePool ?? 0;
  const categories = (
    await rows<{ id: string; name: string; n: string }>(
      database,
      sql`select c.id::text as id, c.name, count(p.id)::text as n from categories c
          left join products p on p.category_id = c.id and p.sold = false and p.deleted_at is null
          group by c.id, c.name order by count(p.id) desc, c.name`,
    )
  ).map((c) => ({ id: c.id, name: c.name, onMarket: Number(c.n) }));
  const category = categories[0];
  if (!category) throw new Error('the data set has no categories');
  const onMarket = categories.reduce((sum, c) => sum + c.onMarket, 0);

  // Closest to 3 pages of listings, so its first page is full but it is not the top dealer.
  const [seller] = await rows<{ id: string; email: string; n: string }>(
    database,
    sql`select u.id::text as id, u.email, count(*)::text as n
        from products p join users u on u.id = p.seller_id
        where p.deleted_at is null and u.deleted_at is null
        group by u.id, u.email order by abs(count(*) - ${opts.sellerLimit * 3}), u.email limit 1`,
  );
  if (!seller) throw new Error('the data set has no sellers');
  const [advertise] = await rows<{ id: string }>(
    database,
    sql`select id::text as id from products
        where seller_id = ${seller.id} and not advertisement and not sold and not booking
          and deleted_at is null
        order by post_time desc limit 1`,
  );
  if (!advertise) throw new Error('the chosen seller has no listing to advertise');

  const [book] = await rows<{ id: string }>(
    database,
    sql`select p.id::text as id from products p
        where not p.sold and p.deleted_at is null and p.id <> ${advertise.id}
          and not exists (select 1 from bookings b where b.product_id = p.id)
        order by p.post_time desc, p.id desc limit 1`,
  );
  if (!book) throw new Error('the data set has no listing to book');

  const lastFullPage = Math.floor(onMarket / opts.limit);
  if (lastFullPage < 4) throw new Error('the data set is too small for a deep page');
  const deepOffset = (lastFullPage - 1) * opts.limit;
  const deep = {
    page: lastFullPage,
    offset: deepOffset,
    cursor: await cursorAt(database, deepOffset - 1),
  };
  const next = await cursorAt(database, opts.limit - 1);
  const walk = { pages: 3, cursor: await cursorAt(database, 3 * opts.limit - 1) };

  // Listings nobody ever booked, on the market, in a fixed order: the bookings take the
  // first ones, the writes the next (their own, so a booked listing never refuses an edit).
  const extra = writePool > 0 ? writePool + 2 * WRITE_TARGETS + 100 : 0;
  const pool = await rows<{
    id: string;
    seller_id: string;
    email: string;
    price: string;
    ad: boolean;
  }>(
    database,
    sql`select p.id::text as id, p.seller_id::text as seller_id, p.seller_email as email,
          p.selling_price_cents::text as price, p.advertisement as ad
        from products p
        where not p.sold and not p.booking and p.deleted_at is null and p.review_state = 'clear'
          and p.id <> ${advertise.id} and p.id <> ${book.id}
          and not exists (select 1 from bookings b where b.product_id = p.id)
        order by p.id limit ${opts.bookingPool + extra}`,
  );
  const bookingPool = pool.slice(0, opts.bookingPool).map((r) => r.id);
  const rest = pool.slice(opts.bookingPool).filter((r) => !r.ad);
  const owned = rest.slice(0, writePool).map((r) => ({
    id: r.id,
    sellerId: r.seller_id,
    sellerEmail: r.email,
    priceCents: Number(r.price),
  }));
  const others = rest.slice(writePool).map((r) => r.id);
  if (writePool > 0 && (owned.length < writePool || others.length < 2 * WRITE_TARGETS)) {
    throw new Error(`only ${rest.length} listings left for the writes, ${extra} needed`);
  }
  const buyers = await rows<{ id: string; email: string; name: string }>(
    database,
    sql`select id::text as id, email, name from users
        where role = '' and deleted_at is null order by email limit ${opts.buyers}`,
  );

  const people = await choosePeople(database);
  const addSellers = await rows<{ id: string; email: string }>(
    database,
    sql`select id::text as id, email from users
        where role = 'seller' and verified and deleted_at is null order by email limit 50`,
  );

  const productsRepo = createProductsRepository(database.db);
  const bookingsRepo = createBookingsRepository(database.db);
  const accounts = createAdminUsersRepository(database.db);
  const page = { limit: opts.limit };
  const toQuery = (name: string, q: { toSQL(): { sql: string; params: unknown[] } }) => ({
    name,
    ...q.toSQL(),
  });
  const queries: DbQuery[] = [
    toQuery('categories', createCategoriesRepository(database.db).listAll()),
    toQuery('advertisement', productsRepo.listAdvertised(page)),
    toQuery('allproducts-first', productsRepo.listOnMarket(page)),
    toQuery(
      'allproducts-next',
      productsRepo.listOnMarket({ limit: opts.limit, cursor: decodeCursor(next) }),
    ),
    toQuery(
      'allproducts-deep',
      productsRepo.listOnMarket({ limit: opts.limit, cursor: decodeCursor(deep.cursor) }),
    ),
    toQuery('category', productsRepo.listOnMarket(page, category.id)),
    toQuery(
      'seller-products',
      createSellingRepository(database.db).listBySeller(seller.id, { limit: opts.sellerLimit }),
    ),
    // Issue #22 item 1: the other authenticated lists, each its repository's own query.
    toQuery('my-orders', bookingsRepo.listByBuyer(people.orderBuyer.id, { limit: ORDERS_PAGE })),
    toQuery('my-sell', bookingsRepo.listBySeller(people.salesSeller.id, { limit: ORDERS_PAGE })),
    toQuery('admin-sellers', accounts.list({ limit: ADMIN_PAGE }, 'seller')),
    toQuery('admin-buyers', accounts.list({ limit: ADMIN_PAGE }, '')),
    {
      name: 'admin-reports',
      ...(await captureSql(database.db, (db) =>
        createReportsRepository(db).listReportedListings(
          { limit: ADMIN_PAGE },
          BLOCKED_IMEI_REASON,
        ),
      )),
    },
  ];
  if (owned.length > 0) await saveEdited(database, owned);

  return {
    onMarket,
    categories,
    category,
    seller: { id: seller.id, email: seller.email, listings: Number(seller.n) },
    advertiseListing: advertise.id,
    bookListing: book.id,
    deep,
    next,
    walk,
    bookingPool,
    buyers,
    ...people,
    writes: {
      owned,
      sellers: addSellers,
      reportListings: others.slice(0, WRITE_TARGETS),
      messageListings: others.slice(WRITE_TARGETS, 2 * WRITE_TARGETS),
      categoryId: category.id,
    },
    queries,
  };
}

/** Listings each write scenario spreads its reports or messages over. */
const WRITE_TARGETS = 100;

async function choosePeople(database: Database) {
  const [admin] = await rows<{ id: string; email: string }>(
    database,
    sql`select id::text as id, email from users
        where role = 'admin' and deleted_at is null order by created_at, email limit 1`,
  );
  if (!admin) throw new Error('the data set has no admin (generator v4 makes one)');
  // Closest to 3 pages, so the first page is full (as for My Products' seller).
  const closest = (owner: 'buyer_id' | 'seller_id') =>
    rows<{ id: string; email: string; n: string }>(
      database,
      sql`select u.id::text as id, u.email, count(*)::text as n
          from bookings b join users u on u.id = b.${sql.raw(owner)}
          where u.deleted_at is null
          group by u.id, u.email order by abs(count(*) - ${3 * ORDERS_PAGE}), u.email limit 1`,
    );
  const [buyer] = await closest('buyer_id');
  const [seller] = await closest('seller_id');
  if (!buyer || !seller) throw new Error('the data set has no bookings');
  const [reported] = await rows<{ n: string }>(
    database,
    sql`select count(distinct r.product_id)::text as n from reports r
        join products p on p.id = r.product_id where p.deleted_at is null`,
  );
  return {
    admin,
    orderBuyer: { id: buyer.id, email: buyer.email, bookings: Number(buyer.n) },
    salesSeller: { id: seller.id, email: seller.email, bookings: Number(seller.n) },
    reportedListings: Number(reported?.n ?? 0),
  };
}

/**
 * The edit scenario changes prices: the listings' own values are kept in a table of the
 * bench's, in the data set itself, so a run that stops half-way is put back by the next.
 */
const SAVED = 'bench_saved_listings';
async function saveEdited(database: Database, owned: WritePlan['owned']) {
  await database.db.execute(
    sql.raw(`create table if not exists ${SAVED} (id uuid primary key,
      selling_price_cents integer not null, review_state text not null)`),
  );
  const ids = `{${owned.map((o) => o.id).join(',')}}`;
  await database.db.execute(
    sql`insert into ${sql.raw(SAVED)} select id, selling_price_cents, review_state from products
        where id = any(${ids}::uuid[]) on conflict do nothing`,
  );
}

/**
 * Puts the data set back as the generator left it. Everything the generator wrote is dated
 * at or before the data set's anchor, so anything later is a benchmark's: its bookings go,
 * the listings they flagged are unflagged, listings advertised by the check are plain again.
 * Runs before a run too, in case an earlier one stopped half-way. Then VACUUM ANALYZE, so
 * every run starts from the same state. Returns the number of bookings removed.
 */
export async function restoreDataSet(database: Database, anchor: string): Promise<number> {
  const written = await restoreWrites(database, anchor);
  // A booking made by a run has its copy of the listing as booked (deal_snapshots, decision
  // 059), which refers to it: it goes first.
  await database.db.execute(
    sql`delete from deal_snapshots where booking_id in
        (select id from bookings where created_at > ${anchor}::timestamptz)`,
  );
  const removed = await rows<{ product_id: string }>(
    database,
    sql`delete from bookings where created_at > ${anchor}::timestamptz
        returning product_id::text as product_id`,
  );
  if (removed.length > 0) {
    // As generated, a listing carries the stored flag exactly when it has a booking.
    await database.db.execute(
      sql`update products p set booking = false
          where p.booking and not exists (select 1 from bookings b where b.product_id = p.id)`,
    );
  }
  const unadvertised = await rows<{ id: string }>(
    database,
    sql`update products set advertisement = false, advertised_at = null
        where advertised_at > ${anchor}::timestamptz returning id::text as id`,
  );
  if (removed.length + unadvertised.length + written > 0) {
    await database.db.execute(
      sql.raw('vacuum (analyze) products, bookings, reports, conversations, messages'),
    );
  }
  return removed.length;
}

/**
 * What the write scenarios left (issue #22 item 2), all dated after the anchor: messages and
 * their conversations, reports, notices and mail, the listings added (with what refers to
 * them), and the edited listings' own values from the saved table. Returns the rows touched.
 */
async function restoreWrites(database: Database, anchor: string): Promise<number> {
  let touched = 0;
  const run = async (text: string) => {
    const result = (await database.db.execute(sql.raw(text))) as unknown as {
      rowCount?: number | null;
      affectedRows?: number;
    };
    touched += Number(result.rowCount ?? result.affectedRows ?? 0);
  };
  const after = `> '${new Date(anchor).toISOString()}'::timestamptz`;
  await run(`delete from messages where created_at ${after}`);
  await run(`delete from conversations where created_at ${after}`);
  await run(`delete from reports where created_at ${after}`);
  await run(`delete from notifications where created_at ${after}`);
  await run(`delete from outbox where created_at ${after}`);
  await run(`delete from alert_events where created_at ${after}`);
  const added = `(select id from products where post_time ${after})`;
  for (const table of ['listing_reviews', 'listing_photo_hashes', 'self_tests']) {
    await run(`delete from ${table} where listing_id in ${added}`);
  }
  await run(`delete from listing_reviews where queued_at ${after}`);
  await run(`delete from products where post_time ${after}`);
  const [saved] = await rows<{ n: string }>(
    database,
    sql`select count(*)::text as n from pg_tables where tablename = ${SAVED}`,
  );
  if (Number(saved?.n) > 0) {
    await run(`update products p set selling_price_cents = s.selling_price_cents,
        review_state = s.review_state from ${SAVED} s
        where p.id = s.id and (p.selling_price_cents, p.review_state)
          is distinct from (s.selling_price_cents, s.review_state)`);
    await database.db.execute(sql.raw(`drop table ${SAVED}`));
  }
  return touched;
}
