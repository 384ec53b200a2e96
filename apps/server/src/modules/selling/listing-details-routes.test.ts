import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { phoneModels } from '../../db/schema.ts';
import {
  addProduct,
  category,
  listing,
  type SellingCast,
  sellingCalls,
  sellingCast,
  storedImage,
  storedListing,
} from '../../test/selling-helpers.ts';
import type { TestContext } from '../../test/test-app.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

async function model(ctx: TestContext, categoryId: string, ramGb: number[] = [6, 8]) {
  const [row] = await ctx.database.db
    .insert(phoneModels)
    .values({
      categoryId,
      name: `Model ${randomBytes(4).toString('hex')}`,
      releaseYear: 2023,
      storageGb: [128, 256],
      ramGb,
      colours: ['Black'],
    })
    .returning({ id: phoneModels.id });
  return row!.id;
}

describeOnEachDatabase('selling: the listing details of issue #16 on add and edit', (ctx) => {
  let cast: SellingCast;
  let modelId: string;
  let otherBrandModel: string;
  let noRamModel: string;
  beforeAll(async () => {
    cast = await sellingCast(ctx());
    modelId = await model(ctx(), cast.categoryId);
    noRamModel = await model(ctx(), cast.categoryId, []);
    otherBrandModel = await model(ctx(), await category(ctx()));
  });
  const { edit } = sellingCalls(ctx);
  const add = (extra: object) => addProduct(ctx().app, cast.seller, { ...cast.body, ...extra });
  const refusal = async (extra: object) => {
    const res = await add(extra);
    expect(res.statusCode, res.body).toBe(400);
    return res.json() as { code: string; message: string; fieldErrors: Record<string, string[]> };
  };

  it('When a spec-shaped body is sent, then it is stored as before, its picture its only photo and no details', async () => {
    const id = await listing(ctx(), cast.seller, cast.body);
    const row = await storedListing(ctx(), id);
    expect(row?.photos).toEqual([cast.body.productImg]);
    expect(row).toMatchObject({ modelId: null, storageGb: null, ramGb: null, colour: null });
    expect(row).toMatchObject({ variant: null, batteryHealth: null, imeiHash: null });
    expect(row?.defects).toEqual([]);
    expect(row?.accessories).toEqual([]);
  });

  it('When every detail is valid, then each is stored and the cover is the first photo', async () => {
    const second = await storedImage(ctx());
    const id = await listing(ctx(), cast.seller, {
      ...cast.body,
      modelId,
      storageGb: 256,
      ramGb: 8,
      colour: ' Black ',
      variant: 'official',
      batteryHealth: 91,
      defects: ['dead-pixels'],
      accessories: ['box', 'cable'],
      photos: [cast.body.productImg, second],
    });
    const row = await storedListing(ctx(), id);
    expect(row).toMatchObject({ modelId, storageGb: 256, ramGb: 8, colour: 'Black' });
    expect(row).toMatchObject({ variant: 'official', batteryHealth: 91 });
    expect(row?.defects).toEqual(['dead-pixels']);
    expect(row?.accessories).toEqual(['box', 'cable']);
    expect(row?.photos).toEqual([cast.body.productImg, second]);
  });

  it('When the model is unknown or of another brand, then 400 names modelId', async () => {
    const unknown = await refusal({ modelId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.code).toBe('INVALID_REFERENCE');
    expect(unknown.fieldErrors.modelId).toEqual(['Choose a model from the catalogue']);
    const other = await refusal({ modelId: otherBrandModel });
    expect(other.code).toBe('MODEL_NOT_IN_CATEGORY');
    expect(other.fieldErrors.modelId).toBeDefined();
    expect((await refusal({ modelId: 'not-a-uuid' })).fieldErrors.modelId).toBeDefined();
  });

  it("When the storage or RAM is not one of the model's, then 400 STORAGE_NOT_FOR_MODEL or RAM_NOT_FOR_MODEL", async () => {
    expect((await refusal({ modelId, storageGb: 512 })).code).toBe('STORAGE_NOT_FOR_MODEL');
    expect((await refusal({ modelId, ramGb: 12 })).code).toBe('RAM_NOT_FOR_MODEL');
    // A model that states no RAM options takes any sane value; no model, any sane storage.
    expect((await add({ modelId: noRamModel, ramGb: 12 })).statusCode).toBe(200);
    expect((await add({ storageGb: 512, ramGb: 12 })).statusCode).toBe(200);
    expect((await refusal({ storageGb: 0 })).fieldErrors.storageGb).toBeDefined();
  });

  it('When the condition contradicts the defects, then 400 names the conflicting defects', async () => {
    const excellent = await refusal({
      productCondition: 'Excellent',
      defects: ['screen-crack', 'water-exposure'],
    });
    expect(excellent.code).toBe('CONDITION_CONFLICTS_DEFECTS');
    expect(excellent.message).toContain('Screen crack');
    expect(excellent.message).toContain('Water exposure');
    const good = await refusal({ productCondition: 'Good', defects: ['biometrics'] });
    expect(good.fieldErrors.defects?.[0]).toContain('Biometrics not working');
    expect((await add({ productCondition: 'Fair', defects: ['screen-crack'] })).statusCode).toBe(
      200,
    );
  });

  it('When photos are not our uploads, too many, or the cover is not the first, then 400', async () => {
    const mine = await storedImage(ctx());
    const foreign = await refusal({
      photos: [cast.body.productImg, 'https://evil.example/a.webp'],
    });
    expect(foreign.code).toBe('INVALID_REFERENCE');
    expect(foreign.fieldErrors.photos).toBeDefined();
    expect((await refusal({ photos: [] })).fieldErrors.photos).toBeDefined();
    expect((await refusal({ photos: Array(9).fill(mine) })).fieldErrors.photos).toBeDefined();
    const cover = await refusal({ photos: [mine, cast.body.productImg] });
    expect(cover.code).toBe('COVER_NOT_FIRST_PHOTO');
    expect(cover.fieldErrors.productImg).toBeDefined();
    expect((await refusal({ photos: [cast.body.productImg, cast.body.productImg] })).code).toBe(
      'INVALID_REFERENCE',
    );
  });

  it('When the seller edits the details, then they are checked against the stored listing and stored', async () => {
    const id = await listing(ctx(), cast.seller, { ...cast.body, modelId, storageGb: 128 });
    const storage = await edit(id, cast.seller, { storageGb: 512 });
    expect(storage.statusCode).toBe(400);
    expect(storage.json().code).toBe('STORAGE_NOT_FOR_MODEL');
    // The stored condition is Good: a screen crack contradicts it.
    const defects = await edit(id, cast.seller, { defects: ['screen-crack'] });
    expect(defects.json().code).toBe('CONDITION_CONFLICTS_DEFECTS');
    expect((await edit(id, cast.seller, { modelId: otherBrandModel })).json().code).toBe(
      'MODEL_NOT_IN_CATEGORY',
    );

    const cover = await storedImage(ctx());
    const ok = await edit(id, cast.seller, {
      storageGb: 256,
      colour: 'Blue',
      batteryHealth: 80,
      defects: ['battery-service'],
      photos: [cover, cast.body.productImg],
    });
    expect(ok.json(), ok.body).toEqual({ acknowledged: true, modifiedCount: 1 });
    const row = await storedListing(ctx(), id);
    expect(row).toMatchObject({ storageGb: 256, colour: 'Blue', batteryHealth: 80 });
    expect(row?.defects).toEqual(['battery-service']);
    expect(row?.photos).toEqual([cover, cast.body.productImg]);
    expect(row?.productImg).toBe(cover);
    // The same values again change nothing.
    expect((await edit(id, cast.seller, { storageGb: 256, colour: 'Blue' })).json()).toEqual({
      acknowledged: true,
      modifiedCount: 0,
    });
    // Lists compare whole: the same defects and photos are no change, another order is.
    const same = { defects: ['battery-service'], photos: [cover, cast.body.productImg] };
    expect((await edit(id, cast.seller, same)).json().modifiedCount).toBe(0);
    const reordered = { photos: [cast.body.productImg, cover] };
    expect((await edit(id, cast.seller, reordered)).json().modifiedCount).toBe(1);
    expect((await storedListing(ctx(), id))?.productImg).toBe(cast.body.productImg);
  });

  it('When a listing without details changes only its price, then the detail rules do not get in the way', async () => {
    const id = await listing(ctx(), cast.seller, cast.body);
    const res = await edit(id, cast.seller, { sellingPrice: 300 });
    expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await edit(id, cast.seller, {})).statusCode).toBe(400);
    expect((await edit(id, cast.seller, { batteryHealth: 49 })).statusCode).toBe(400);
  });
});
