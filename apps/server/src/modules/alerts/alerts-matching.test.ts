import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { savedSearchAlerts, savedSearches } from '../../db/schema-alerts.ts';
import { favourites } from '../../db/schema-favourites.ts';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { linkIn } from '../../test/smtp-inbox.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { ALERT_MAILS_PER_DAY } from './alerts-job.ts';
import { alertsJobOf, mailsOf, noticesOf, savedSearchCalls } from './alerts-test-helpers.ts';

describeOnEachDatabase(
  'Alerts: matching, one alert per person and listing, digests, cap, price drops',
  (ctx) => {
    let f: Fixtures;
    let seller: Actor;
    const calls = savedSearchCalls(() => ctx().app);
    const job = () => alertsJobOf(ctx()).job;
    const db = () => ctx().database.db;
    const newBuyer = async () => actorFor(ctx(), await f.buyer());
    const setPrice = (id: string, cents: number) =>
      db().update(products).set({ sellingPriceCents: cents }).where(eq(products.id, id));

    beforeAll(async () => {
      f = createFixtures(db());
      seller = await actorFor(ctx(), await f.seller());
      await job().drain();
    });

    it('When a matching phone is listed, then an instant search alerts once (notice and mail with a working unsubscribe link) and a daily one waits for its digest', async () => {
      const brand = await f.category();
      const [instant, daily, picky] = await Promise.all([newBuyer(), newBuyer(), newBuyer()]);
      await calls.create(instant, { name: 'Galaxy', query: `q=galaxy&category=${brand.id}` });
      await calls.create(instant, { name: 'Brand', query: `category=${brand.id}` });
      await calls.create(daily, {
        name: 'Brand daily',
        frequency: 'daily',
        query: `category=${brand.id}`,
      });
      await calls.create(picky, { name: 'Cheap', query: `category=${brand.id}&priceMax=100` });
      // The seller's own search never tells them of their own phone.
      await calls.create(seller, { name: 'Mine', query: `category=${brand.id}` });

      const galaxy = await f.product({
        seller: seller.row,
        category: brand,
        productName: 'Galaxy S21 Ultra',
      });
      const iphone = await f.product({
        seller: seller.row,
        category: brand,
        productName: 'iPhone 13',
      });
      const result = await job().drain();
      expect(result.events).toBeGreaterThanOrEqual(2);

      // One per (person, listing), though both of the instant buyer's searches match the Galaxy.
      const told = await noticesOf(ctx(), instant.row.id, 'saved_search_alert');
      expect(told.map((n) => n.link).sort()).toEqual(
        [`/listings/${galaxy.id}`, `/listings/${iphone.id}`].sort(),
      );
      expect(told.find((n) => n.link === `/listings/${galaxy.id}`)?.title).toBe(
        'New match for "Galaxy"',
      );
      const mails = await mailsOf(ctx(), instant.email, 'saved_search_alert');
      expect(mails).toHaveLength(2);
      expect(await noticesOf(ctx(), picky.row.id, 'saved_search_alert')).toHaveLength(0);
      expect(await noticesOf(ctx(), seller.row.id, 'saved_search_alert')).toHaveLength(0);
      expect(await noticesOf(ctx(), daily.row.id, 'saved_search_alert')).toHaveLength(0);
      const pending = await db()
        .select()
        .from(savedSearchAlerts)
        .where(eq(savedSearchAlerts.userId, daily.row.id));
      expect(pending.map((p) => p.digestPending)).toEqual([true, true]);

      // A change of the listing is news again, but never a second alert for the same phone.
      await setPrice(galaxy.id, 35_000);
      await job().drain();
      expect(await noticesOf(ctx(), instant.row.id, 'saved_search_alert')).toHaveLength(2);

      // The mail's unsubscribe link (the last line) turns that search off without signing in.
      const link = new URL(linkIn(mails[0]!.textBody.split('\n').slice(-1)[0]!));
      expect(link.pathname).toBe('/unsubscribe');
      const res = await calls.unsubscribe(link.searchParams.get('token')!);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().scope).toBe('search');
    });

    it('When a saved search names a place and a price in its words, then it matches new phones as the search page would', async () => {
      const samsung = await f.category({ name: 'Samsung' });
      const who = await newBuyer();
      const saved = await calls.create(who, {
        name: 'Cheap Samsung',
        query: `q=${encodeURIComponent('samsung dhaka under 400')}`,
      });
      expect(saved.statusCode, saved.body).toBe(201);
      const phone = (area: string, sellingPriceCents: number) =>
        f.product({ seller: seller.row, category: samsung, area, sellingPriceCents });
      const wanted = await phone('Dhaka', 35_000);
      await phone('Khulna', 35_000);
      await phone('Dhaka', 45_000);
      await job().drain();
      const told = await noticesOf(ctx(), who.row.id, 'saved_search_alert');
      expect(told.map((n) => n.link)).toEqual([`/listings/${wanted.id}`]);
      // The search page finds the same phone for the same words.
      const page = await ctx().app.inject({
        method: 'GET',
        url: `/api/search?q=${encodeURIComponent('samsung dhaka under 400')}`,
      });
      expect(page.json().items.map((p: { _id: string }) => p._id)).toEqual([wanted.id]);
    });

    it('When a daily digest is due, then one notice and mail list the waiting phones, and the next run sends nothing', async () => {
      const brand = await f.category();
      const who = await newBuyer();
      const saved = (
        await calls.create(who, {
          name: 'Daily',
          frequency: 'daily',
          query: `category=${brand.id}`,
        })
      ).json();
      await f.product({ seller: seller.row, category: brand, productName: 'Pixel 7' });
      await f.product({ seller: seller.row, category: brand, productName: 'Pixel 8' });
      await job().drain();
      expect(await job().digests()).toBe(0);

      await db()
        .update(savedSearches)
        .set({ lastDigestAt: sql`now() - interval '25 hours'` })
        .where(eq(savedSearches.id, saved.id));
      expect(await job().digests()).toBe(1);
      const [digest] = await noticesOf(ctx(), who.row.id, 'saved_search_digest');
      expect(digest?.title).toBe('2 new phones for "Daily"');
      expect(digest?.body).toMatch(/Pixel 7.*Pixel 8/);
      expect(await mailsOf(ctx(), who.email, 'saved_search_alert')).toHaveLength(1);

      await db()
        .update(savedSearches)
        .set({ lastDigestAt: sql`now() - interval '25 hours'` })
        .where(eq(savedSearches.id, saved.id));
      expect(await job().digests()).toBe(0);
    });

    it('When a person reached 50 alert mails today, then further alerts are notices without mail', async () => {
      const brand = await f.category();
      const who = await newBuyer();
      await calls.create(who, { name: 'Busy', query: `category=${brand.id}` });
      await db().execute(
        sql`insert into alert_mail_days (user_id, day, mails)
          values (${who.row.id}, (now() at time zone 'utc')::date, ${ALERT_MAILS_PER_DAY - 1})`,
      );
      await f.products(3, { seller: seller.row, category: brand });
      await job().drain();
      expect(await noticesOf(ctx(), who.row.id, 'saved_search_alert')).toHaveLength(3);
      expect(await mailsOf(ctx(), who.email, 'saved_search_alert')).toHaveLength(1);
    });

    it('When a favourite drops 5% or $10 from the price last told, then its owner is alerted, at most once a day', async () => {
      const who = await newBuyer();
      const phone = await f.product({ seller: seller.row, sellingPriceCents: 40_000 });
      const cheap = await f.product({ seller: seller.row, sellingPriceCents: 10_000 });
      await db()
        .insert(favourites)
        .values([
          { userId: who.row.id, productId: phone.id, priceCentsAtSave: 40_000 },
          { userId: who.row.id, productId: cheap.id, priceCentsAtSave: 10_000 },
        ]);
      const drops = async () => (await noticesOf(ctx(), who.row.id, 'price_drop')).length;
      await job().drain();

      await setPrice(phone.id, 39_500); // $5, 1.25%: not worth telling
      await setPrice(cheap.id, 9_600); // $4, 4%: not yet
      await job().drain();
      expect(await drops()).toBe(0);

      await setPrice(phone.id, 39_000); // $10 below the heart's price
      await setPrice(cheap.id, 9_500); // 5% below it
      await job().drain();
      expect(await drops()).toBe(2);
      const mails = await mailsOf(ctx(), who.email, 'price_drop');
      expect(mails).toHaveLength(2);
      expect(mails[0]?.textBody).toMatch(/from \$400(\.00)? to \$390/);

      await setPrice(phone.id, 30_000); // a big drop, but the same day
      await job().drain();
      expect(await drops()).toBe(2);

      await db().execute(
        sql`update favourite_price_alerts set last_alerted_at = now() - interval '25 hours'
          where user_id = ${who.row.id}`,
      );
      await setPrice(phone.id, 29_000); // measured from $390, the price last told
      await job().drain();
      expect(await drops()).toBe(3);
    });
  },
);
