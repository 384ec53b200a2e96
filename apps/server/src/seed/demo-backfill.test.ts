import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, expect, it } from 'vitest';
import { products } from '../db/schema.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { backfillDemoPhones } from './demo-backfill.ts';
import { demoProductId } from './demo-data.ts';
import { DEMO_LISTINGS } from './listings/index.ts';
import { DEMO_PHONES } from './listings/phone-details.ts';
import { seedDatabase } from './seed.ts';

const detailed = DEMO_LISTINGS.filter((l) => DEMO_PHONES[l.productName]);
const ids = detailed.map(demoProductId);

describeOnEachDatabase(
  'demo phone fields on a demo seeded before issue #16',
  (ctx) => {
    const db = () => ctx().database.db;
    const seed = () => seedDatabase(db(), { env: ctx().env, log: pino({ level: 'silent' }) });
    const withDetails = async () =>
      (
        await db()
          .select({ id: products.id })
          .from(products)
          .where(and(inArray(products.id, ids), isNotNull(products.storageGb)))
      ).length;

    beforeAll(async () => {
      await seed();
      // As the demo looked before: no phone fields at all.
      await db()
        .update(products)
        .set({
          modelId: null,
          storageGb: null,
          ramGb: null,
          colour: null,
          variant: null,
          batteryHealth: null,
          defects: [],
          accessories: [],
          photos: [],
        })
        .where(inArray(products.id, ids));
    });

    it('When the server starts on it, then the demo listings get their fields once, and an edited grade or a filled-in field is left alone', async () => {
      const [regraded, filled] = [ids[0]!, ids[1]!];
      await db()
        .update(products)
        .set({
          productCondition: sql`case when product_condition = 'Fair' then 'Good' else 'Fair' end`,
        })
        .where(eq(products.id, regraded));
      await db().update(products).set({ colour: 'Painted Red' }).where(eq(products.id, filled));

      await seed();
      expect(await withDetails()).toBe(ids.length - 2);
      const [mine] = await db().select().from(products).where(eq(products.id, filled));
      expect(mine).toMatchObject({ colour: 'Painted Red', modelId: null, photos: [] });
      const [done] = await db().select().from(products).where(eq(products.id, ids[2]!));
      expect(done!.modelId).not.toBeNull();
      expect(done!.photos).toEqual([done!.productImg]);
      const [other] = await db().select().from(products).where(eq(products.id, regraded));
      expect(other!.storageGb).toBeNull();

      expect(await backfillDemoPhones(db(), new Map())).toBe(0);
    });
  },
  { DEMO_DATA: 'true' },
);
