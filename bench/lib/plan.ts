import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { decodeCursor, encodeCursor } from '../../apps/server/src/lib/cursor.ts';
import { createCategoriesRepository } from '../../apps/server/src/modules/catalogue/categories-repository.ts';
import { createProductsRepository } from '../../apps/server/src/modules/catalogue/products-repository.ts';
import { createSellingRepository } from '../../apps/server/src/modules/selling/selling-repository.ts';
import type { DbQuery } from '../baselines/db-loop.ts';

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
  opts: { limit: number; sellerLimit: number; bookingPool: number; buyers: number },
): Promise<Plan> {
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

  // Listings nobody ever booked, on the market, in a fixed order.
  const bookingPool = (
    await rows<{ id: string }>(
      database,
      sql`select p.id::text as id from products p
          where not p.sold and not p.booking and p.deleted_at is null
            and p.id <> ${advertise.id} and p.id <> ${book.id}
            and not exists (select 1 from bookings b where b.product_id = p.id)
          order by p.id limit ${opts.bookingPool}`,
    )
  ).map((r) => r.id);
  const buyers = await rows<{ id: string; email: string; name: string }>(
    database,
    sql`select id::text as id, email, name from users
        where role = '' and deleted_at is null order by email limit ${opts.buyers}`,
  );

  const productsRepo = createProductsRepository(database.db);
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
  ];

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
    queries,
  };
}

/**
 * Puts the data set back as the generator left it. Everything the generator wrote is dated
 * at or before the data set's anchor, so anything later is a benchmark's: its bookings go,
 * the listings they flagged are unflagged, listings advertised by the check are plain again.
 * Runs before a run too, in case an earlier one stopped half-way. Then VACUUM ANALYZE, so
 * every run starts from the same state. Returns the number of bookings removed.
 */
export async function restoreDataSet(database: Database, anchor: string): Promise<number> {
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
  if (removed.length + unadvertised.length > 0) {
    await database.db.execute(sql.raw('vacuum (analyze) products, bookings'));
  }
  return removed.length;
}
