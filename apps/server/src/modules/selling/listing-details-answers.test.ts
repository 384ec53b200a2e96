import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { phoneModels } from '../../db/schema.ts';
import { freshImei } from '../../test/imei-helpers.ts';
import {
  listing,
  type SellingCast,
  sellingCalls,
  sellingCast,
  storedImage,
} from '../../test/selling-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

interface Answer {
  _id: string;
  imei?: string | null;
  [key: string]: unknown;
}

describeOnEachDatabase('answers: the listing details and who sees the IMEI (issue #16)', (ctx) => {
  let cast: SellingCast;
  let id: string;
  let plainId: string;
  let modelName: string;
  const imei = freshImei();
  const { myProducts } = sellingCalls(ctx);
  beforeAll(async () => {
    cast = await sellingCast(ctx());
    modelName = `Pixel ${randomBytes(3).toString('hex')}`;
    const [model] = await ctx()
      .database.db.insert(phoneModels)
      .values({
        categoryId: cast.categoryId,
        name: modelName,
        releaseYear: 2023,
        storageGb: [128],
        ramGb: [8],
        colours: ['Obsidian'],
      })
      .returning({ id: phoneModels.id });
    const second = await storedImage(ctx());
    id = await listing(ctx(), cast.seller, {
      ...cast.body,
      modelId: model!.id,
      storageGb: 128,
      ramGb: 8,
      colour: 'Obsidian',
      variant: 'official',
      batteryHealth: 88,
      defects: ['dead-pixels'],
      accessories: ['box'],
      photos: [cast.body.productImg, second],
      imei,
    });
    plainId = await listing(ctx(), cast.seller, cast.body);
  });

  const publicLists = ['/api/allproducts?limit=100', `/api/categories/${'{category}'}?limit=100`];

  it('When the public lists answer, then they carry the details, the model name and only the last 4 of the IMEI', async () => {
    for (const path of publicLists) {
      const url = path.replace('{category}', cast.categoryId);
      const res = await ctx().app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(imei);
      const body = res.json() as Answer[];
      const phone = body.find((p) => p._id === id);
      const origin = new URL(ctx().env.PUBLIC_URL).origin;
      expect(phone).toMatchObject({
        modelName,
        storageGb: 128,
        ramGb: 8,
        colour: 'Obsidian',
        variant: 'official',
        batteryHealth: 88,
        defects: ['dead-pixels'],
        accessories: ['box'],
        imeiOnFile: true,
        imeiLast4: imei.slice(-4),
      });
      expect(phone?.photos).toEqual([
        `${origin}${cast.body.productImg}`,
        expect.stringMatching(/^http.*\.webp$/),
      ]);
      expect(phone).not.toHaveProperty('imei');
      expect(body.find((p) => p._id === plainId)).toMatchObject({
        modelId: null,
        modelName: null,
        imeiOnFile: false,
        imeiLast4: null,
      });
    }
  });

  it('When the seller or an admin reads My Products, then the full IMEI is there; a listing without one says null', async () => {
    for (const who of [cast.seller, cast.admin]) {
      const res = await myProducts(cast.seller.email, who, '&limit=100');
      expect(res.statusCode).toBe(200);
      const body = res.json() as Answer[];
      expect(body.find((p) => p._id === id)?.imei).toBe(imei);
      expect(body.find((p) => p._id === plainId)?.imei).toBeNull();
    }
    const other = await myProducts(cast.seller.email, cast.otherSeller, '&limit=100');
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain(imei);
  });
});
