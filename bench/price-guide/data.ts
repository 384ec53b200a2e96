import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import type { Catalogue } from '../alerts/data.ts';

/** Rows of a raw statement (pg answers `{ rows }`). */
export async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * `count` live listings of the catalogue's models in chunks (one statement each): a model,
 * storage, variant (a quarter say none), grade and price drawn by the database, spread over
 * every key as a real market is (240 models x 3 storages x 4 variants x 3 grades), each by one
 * of `sellerIds` (issue #36: a band needs sales from 3 distinct sellers and 3 buyers).
 */
export async function makeListings(
  database: Database,
  c: Catalogue,
  sellerIds: string[],
  count: number,
  chunk = 100_000,
) {
  const sellers = `{${sellerIds.join(',')}}`;
  // As array literals, one parameter each (a JS array would become one parameter per id).
  const models = `{${c.models.map((m) => m.id).join(',')}}`;
  const categories = `{${c.models.map((m) => m.categoryId).join(',')}}`;
  const modelCount = c.models.length;
  for (let done = 0; done < count; done += chunk) {
    const n = Math.min(chunk, count - done);
    await database.db.execute(sql`
      insert into products (product_name, market_price_cents, selling_price_cents, area,
        description, purchase_year, product_condition, category_id, product_img, seller_id,
        seller_name, seller_email, seller_phone, model_id, storage_gb, variant, post_time)
      select 'Bench phone ' || i, price + 5000, price, 'Dhaka', 'Bench listing, works well.',
        '2023-01-01', (array['Fair','Good','Excellent'])[1 + floor(random() * 3)::int],
        (${categories}::uuid[])[1 + m], '/images/x.webp',
        (${sellers}::uuid[])[1 + floor(random() * ${sellerIds.length})::int], 'Seller',
        'seller@bench.test', '+8801700000000', (${models}::uuid[])[1 + m],
        (array[64,128,256])[1 + floor(random() * 3)::int],
        (array['official','unofficial','refurbished',null])[1 + floor(random() * 4)::int],
        now() - (random() * interval '200 days')
      from (
        select i, floor(random() * ${modelCount})::int as m,
          (150 + floor(random() * 1400))::int * 100 as price
        from generate_series(${done + 1}::int, ${done + n}::int) as i
      ) g`);
  }
}

/**
 * Deals on `share` of the listings, settled over the last 180 days as the real flow leaves
 * them: 85% released (sold), 10% refunded, 5% disputed. Half of the window's sales are older
 * than 90 days, so the guide counts the other half.
 */
export async function makeDeals(database: Database, buyerIds: string[], share: number) {
  const buyers = `{${buyerIds.join(',')}}`;
  await database.db.execute(sql`
    insert into bookings (product_id, buyer_id, seller_id, buyer_email, buyer_name, buyer_number,
      meeting_location, product_name, product_img, seller_email, price_cents, paid,
      transaction_id, created_at, expires_at, paid_at, settlement, settled_at)
    select p.id, (${buyers}::uuid[])[1 + floor(random() * ${buyerIds.length})::int], p.seller_id, 'buyer@bench.test', 'Buyer', '+8801800000000', 'Dhaka',
      p.product_name, p.product_img, p.seller_email,
      -- Sales scatter around the asking price, a few far off (what the 5% trim is for).
      greatest(100, (p.selling_price_cents * (0.85 + random() * 0.3))::int), true,
      'bench_' || p.id, d.at - interval '1 day', d.at, d.at - interval '1 day',
      case when d.roll < 0.85 then 'released' when d.roll < 0.95 then 'refunded'
        else 'disputed' end,
      case when d.roll < 0.95 then d.at end
    from products p
    cross join lateral (select now() - random() * interval '180 days' as at, random() as roll
      where p.id is not null) d
    where random() < ${share}::float8`);
  await database.db.execute(sql`
    update products set sold = true
    where id in (select product_id from bookings where settlement = 'released')`);
}
