import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favouritePriceAlerts, savedSearchAlerts, savedSearches } from '../../db/schema-alerts.ts';
import { onMarketAs } from '../listings/index.ts';
import type { Frequency } from './saved-searches-repository.ts';

type Row = Record<string, unknown>;

async function rowsOf(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
}

/** A uuid[] literal sent as one parameter (the ids come from our own tables). */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

export interface ListingEvent {
  productId: string;
  oldPriceCents: number | null;
  newPriceCents: number;
}

export interface Match {
  savedSearchId: string;
  userId: string;
  name: string;
  frequency: Frequency;
  productId: string;
  productName: string;
  priceCents: number;
  area: string;
}

export interface FavouriteWatcher {
  userId: string;
  baselineCents: number;
  alertedToday: boolean;
  mailOptOut: boolean;
  productName: string;
}

export interface DueDigest {
  id: string;
  userId: string;
  name: string;
  query: string;
}

/** The alerts job's statements (decision 037): events, matching, alerts, mail cap, digests. */
export function createAlertsRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>) => db.transaction(work),

    /** Takes (deletes) the oldest events; the caller's transaction gives them back on failure. */
    async takeEvents(tx: Db, limit: number): Promise<ListingEvent[]> {
      const rows = await rowsOf(
        tx,
        sql`delete from alert_events where id in (
              select id from alert_events order by id limit ${limit} for update skip locked)
            returning product_id, old_price_cents, new_price_cents`,
      );
      return rows.map((r) => ({
        productId: String(r.product_id),
        oldPriceCents: r.old_price_cents === null ? null : Number(r.old_price_cents),
        newPriceCents: Number(r.new_price_cents),
      }));
    },

    /**
     * The saved searches each listing matches, one per (person, listing) and none already
     * alerted: each listing probes its keys in saved_search_keys (an index lookup per key),
     * and only those candidates have their filters, then their text, tested. Instant searches
     * win over digests when one person has both; the seller is never told of their own phone.
     */
    async matches(tx: Db, productIds: readonly string[]): Promise<Match[]> {
      if (productIds.length === 0) return [];
      const rows = await rowsOf(
        tx,
        sql`with l as (
              select sl.*, p.seller_id, p.product_name
              from search_listings sl join products p on p.id = sl.id
              where sl.id = any(${uuidArray(productIds)}::uuid[])
            ),
            k as (
              select l.id as product_id, v.dim, v.value
              from l cross join lateral (values
                ('model', l.model_id::text), ('category', l.category_id::text), ('area', l.area),
                ('condition', l.product_condition), ('storage', l.storage_gb::text), ('any', '')
              ) as v(dim, value)
              where v.value is not null
            )
            select distinct on (s.user_id, l.id)
              s.id as saved_search_id, s.user_id, s.name, s.frequency,
              l.id as product_id, l.product_name, l.selling_price_cents, l.area
            from k
            join saved_search_keys sk on sk.dim = k.dim and sk.value = k.value
            join saved_searches s on s.id = sk.saved_search_id
            join l on l.id = k.product_id
            where s.frequency <> 'off' and s.user_id <> l.seller_id
              and (s.models is null or l.model_id = any(s.models))
              and (s.categories is null or l.category_id = any(s.categories))
              and (s.storages is null or l.storage_gb = any(s.storages))
              and (s.conditions is null or l.product_condition = any(s.conditions))
              and (s.areas is null or l.area = any(s.areas))
              and (s.variants is null or l.variant = any(s.variants))
              and (s.price_min_cents is null or l.selling_price_cents >= s.price_min_cents)
              and (s.price_max_cents is null or l.selling_price_cents <= s.price_max_cents)
              and (s.battery_min is null or l.battery_health >= s.battery_min)
              and (not s.verified_seller or l.seller_verified)
              and (not s.imei_on_file or l.imei_on_file)
              and (not s.no_defects or l.no_defects)
              and not exists (select 1 from saved_search_alerts a
                              where a.user_id = s.user_id and a.product_id = l.id)
              and (s.q is null or l.words @@ s.q_query)
            order by s.user_id, l.id, (s.frequency = 'instant') desc, s.created_at, s.id`,
      );
      return rows.map((r) => ({
        savedSearchId: String(r.saved_search_id),
        userId: String(r.user_id),
        name: String(r.name),
        frequency: r.frequency as Frequency,
        productId: String(r.product_id),
        productName: String(r.product_name),
        priceCents: Number(r.selling_price_cents),
        area: String(r.area),
      }));
    },

    /**
     * The (person, listing) alerts of a batch in one statement; returns the matches that were
     * new (a retried batch, or another search of the same person, already holds the rest).
     */
    async insertAlerts(tx: Db, matches: Match[]): Promise<Match[]> {
      const fresh = new Set<string>();
      for (let i = 0; i < matches.length; i += 1000) {
        const rows = await tx
          .insert(savedSearchAlerts)
          .values(
            matches.slice(i, i + 1000).map((m) => ({
              userId: m.userId,
              productId: m.productId,
              savedSearchId: m.savedSearchId,
              digestPending: m.frequency === 'daily' || m.frequency === 'weekly',
            })),
          )
          .onConflictDoNothing()
          .returning({ userId: savedSearchAlerts.userId, productId: savedSearchAlerts.productId });
        for (const r of rows) fresh.add(`${r.userId}/${r.productId}`);
      }
      return matches.filter((m) => fresh.has(`${m.userId}/${m.productId}`));
    },

    /**
     * Counts up to `wanted` alert mails per person today (UTC), never past `cap`, under the
     * rows' locks; returns how many each may send.
     */
    async takeMailSlotsMany(
      tx: Db,
      wanted: Map<string, number>,
      cap: number,
    ): Promise<Map<string, number>> {
      const granted = new Map<string, number>();
      if (wanted.size === 0) return granted;
      const ids = uuidArray([...wanted.keys()]);
      const day = sql`(now() at time zone 'utc')::date`;
      await tx.execute(
        sql`insert into alert_mail_days (user_id, day, mails)
            select u, ${day}, 0 from unnest(${ids}::uuid[]) as u
            on conflict (user_id, day) do nothing`,
      );
      const rows = await rowsOf(
        tx,
        sql`select user_id, mails from alert_mail_days
            where day = ${day} and user_id = any(${ids}::uuid[]) order by user_id for update`,
      );
      const users: string[] = [];
      const totals: number[] = [];
      for (const r of rows) {
        const userId = String(r.user_id);
        const before = Number(r.mails);
        const take = Math.max(0, Math.min(wanted.get(userId) ?? 0, cap - before));
        granted.set(userId, take);
        if (take > 0) {
          users.push(userId);
          totals.push(before + take);
        }
      }
      if (users.length > 0) {
        await tx.execute(
          sql`update alert_mail_days d set mails = v.mails
              from unnest(${uuidArray(users)}::uuid[], ${`{${totals.join(',')}}`}::int[]) as v(u, mails)
              where d.user_id = v.u and d.day = ${day}`,
        );
      }
      return granted;
    },

    /** Counts one alert mail for the person today (UTC); false once `cap` are counted. */
    async takeMailSlot(tx: Db, userId: string, cap: number): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`insert into alert_mail_days (user_id, day, mails)
            values (${userId}, (now() at time zone 'utc')::date, 1)
            on conflict (user_id, day) do update set mails = alert_mail_days.mails + 1
              where alert_mail_days.mails < ${cap}
            returning mails`,
      );
      return rows.length > 0;
    },

    /** Whether the person stopped all alert mails from a link. */
    async optedOut(tx: Db, userId: string): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`select 1 from alert_mail_opt_outs where user_id = ${userId}`,
      );
      return rows.length > 0;
    },

    /** Who hearted this live listing (not its seller), each with the price to compare with. */
    async watchers(tx: Db, productId: string): Promise<FavouriteWatcher[]> {
      const rows = await rowsOf(
        tx,
        sql`select f.user_id, coalesce(a.last_price_cents, f.price_cents_at_save) as baseline,
                   coalesce(a.last_alerted_at > now() - interval '1 day', false) as alerted_today,
                   (o.user_id is not null) as opted_out, p.product_name
            from favourites f
            join products p on p.id = f.product_id
            left join favourite_price_alerts a
              on a.user_id = f.user_id and a.product_id = f.product_id
            left join alert_mail_opt_outs o on o.user_id = f.user_id
            where f.product_id = ${productId} and ${onMarketAs('p')}
              and f.user_id <> p.seller_id`,
      );
      return rows.map((r) => ({
        userId: String(r.user_id),
        baselineCents: Number(r.baseline),
        alertedToday: r.alerted_today === true,
        mailOptOut: r.opted_out === true,
        productName: String(r.product_name),
      }));
    },

    async recordPriceAlert(tx: Db, userId: string, productId: string, priceCents: number) {
      const now = new Date();
      await tx
        .insert(favouritePriceAlerts)
        .values({ userId, productId, lastPriceCents: priceCents, lastAlertedAt: now })
        .onConflictDoUpdate({
          target: [favouritePriceAlerts.userId, favouritePriceAlerts.productId],
          set: { lastPriceCents: priceCents, lastAlertedAt: now },
        });
    },

    /** Daily/weekly searches whose period has passed and that have alerts waiting. */
    async dueDigests(tx: Db, limit: number): Promise<DueDigest[]> {
      const rows = await rowsOf(
        tx,
        sql`select s.id, s.user_id, s.name, s.query from saved_searches s
            where s.frequency in ('daily', 'weekly')
              and s.last_digest_at <= now() - case when s.frequency = 'daily'
                    then interval '1 day' else interval '7 days' end
              and exists (select 1 from saved_search_alerts a
                          where a.saved_search_id = s.id and a.digest_pending)
            order by s.last_digest_at limit ${limit}
            for update of s skip locked`,
      );
      return rows.map((r) => ({
        id: String(r.id),
        userId: String(r.user_id),
        name: String(r.name),
        query: String(r.query),
      }));
    },

    /** The digest's listings still on the market (in listing order), and clears what waited. */
    async takeDigestItems(tx: Db, savedSearchId: string, limit: number) {
      const rows = await rowsOf(
        tx,
        sql`select p.product_name, p.selling_price_cents, p.area
            from saved_search_alerts a join products p on p.id = a.product_id
            where a.saved_search_id = ${savedSearchId} and a.digest_pending
              and ${onMarketAs('p')}
            order by p.post_time, p.id limit ${limit}`,
      );
      await tx
        .update(savedSearchAlerts)
        .set({ digestPending: false })
        .where(
          and(
            eq(savedSearchAlerts.savedSearchId, savedSearchId),
            eq(savedSearchAlerts.digestPending, true),
          ),
        );
      await tx
        .update(savedSearches)
        .set({ lastDigestAt: new Date() })
        .where(eq(savedSearches.id, savedSearchId));
      return rows.map((r) => ({
        productName: String(r.product_name),
        priceCents: Number(r.selling_price_cents),
        area: String(r.area),
      }));
    },
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
