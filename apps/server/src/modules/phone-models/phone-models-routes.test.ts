import { randomBytes } from 'node:crypto';
import type { PhoneModel, PhoneModelBody } from '@phonebazaar/shared';
import { beforeAll, expect, it } from 'vitest';
import { type AdminCast, adminCast, UNKNOWN_ID } from '../../test/admin-helpers.ts';
import type { CategoryRow } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { createPhoneModels } from './index.ts';

const body = (categoryId: string, extra: Partial<PhoneModelBody> = {}): PhoneModelBody => ({
  categoryId,
  name: `Phone ${randomBytes(4).toString('hex')}`,
  year: 2024,
  storageGb: [128, 256],
  ramGb: [8],
  colours: ['Black', 'Blue'],
  ...extra,
});

describeOnEachDatabase(
  'phone models API',
  (ctx) => {
    let cast: AdminCast;
    let brand: CategoryRow;
    beforeAll(async () => {
      cast = await adminCast(ctx());
      brand = await cast.f.category();
    });

    // Without an Authorization header, as a visitor's browser asks (only such reads are cached).
    const list = (categoryId: string) =>
      ctx().app.inject({ method: 'GET', url: `/api/models?category=${categoryId}` });
    const write = (
      method: 'POST' | 'PATCH',
      url: string,
      payload: object,
      headers: Record<string, string> = cast.admin.headers,
    ) => ctx().app.inject({ method, url, payload, headers });
    const add = (payload: object, headers?: Record<string, string>) =>
      write('POST', '/api/admin/models', payload, headers);

    it('When a brand has models, then GET /api/models lists only that brand, newest year first, then by name', async () => {
      const other = await cast.f.category();
      const id = brand.id;
      await cast.f.phoneModel({ categoryId: id, name: 'Zeta 2', releaseYear: 2022 });
      await cast.f.phoneModel({ categoryId: id, name: 'Beta 5', releaseYear: 2024 });
      await cast.f.phoneModel({ categoryId: id, name: 'Alpha 5', releaseYear: 2024 });
      await cast.f.phoneModel({ categoryId: other.id, name: 'Elsewhere', releaseYear: 2025 });
      const res = await list(id);
      expect(res.statusCode).toBe(200);
      const models = res.json() as PhoneModel[];
      expect(models.map((m) => m.name)).toEqual(['Alpha 5', 'Beta 5', 'Zeta 2']);
      expect(Object.keys(models[0]!).sort()).toEqual(
        ['_id', 'categoryId', 'colours', 'name', 'ramGb', 'storageGb', 'year'].sort(),
      );
      expect(models[0]).toMatchObject({
        categoryId: id,
        year: 2024,
        storageGb: [128, 256],
        ramGb: [8],
        colours: ['Black'],
      });
    });

    it('When a brand has no models, then the list is empty', async () => {
      const empty = await cast.f.category();
      const res = await list(empty.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it('When the category is unknown or malformed, then the list is a 404 like the category page', async () => {
      for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
        const res = await list(id);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'CATEGORY_NOT_FOUND' });
      }
      const missing = await ctx().app.inject({ method: 'GET', url: '/api/models' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it('When an admin adds a model, then it is 201 and the cached list shows it at once', async () => {
      const warm = await list(brand.id);
      expect(warm.statusCode).toBe(200);
      const before = (warm.json() as PhoneModel[]).length;
      const sent = body(brand.id, { name: 'Cached Fresh 1', year: 2026 });
      const res = await add(sent);
      expect(res.statusCode).toBe(201);
      const created = res.json() as PhoneModel;
      expect(created).toMatchObject({
        categoryId: brand.id,
        name: 'Cached Fresh 1',
        year: 2026,
        storageGb: [128, 256],
        ramGb: [8],
        colours: ['Black', 'Blue'],
      });
      const after = (await list(brand.id)).json() as PhoneModel[];
      expect(after).toHaveLength(before + 1);
      expect(after[0]!._id).toBe(created._id);
    });

    it('When an admin edits a model, then every field changes and the cached list shows the edit', async () => {
      const model = await cast.f.phoneModel({ categoryId: brand.id, releaseYear: 2019 });
      await list(brand.id);
      const sent = body(brand.id, {
        name: 'Edited Name',
        year: 2020,
        storageGb: [64],
        ramGb: [4, 6],
        colours: ['Red'],
      });
      const res = await write('PATCH', `/api/admin/models/${model.id}`, sent);
      expect(res.statusCode).toBe(200);
      const edited = { _id: model.id, ...sent };
      expect(res.json()).toEqual(edited);
      const shown = (await list(brand.id)).json() as PhoneModel[];
      expect(shown.find((m) => m._id === model.id)).toEqual(edited);
    });

    it('When an admin moves a model to another brand, then it leaves the first list', async () => {
      const other = await cast.f.category();
      const model = await cast.f.phoneModel({ categoryId: brand.id });
      await list(brand.id);
      const res = await write(
        'PATCH',
        `/api/admin/models/${model.id}`,
        body(other.id, { name: model.name }),
      );
      expect(res.statusCode).toBe(200);
      expect(((await list(brand.id)).json() as PhoneModel[]).map((m) => m._id)).not.toContain(
        model.id,
      );
      expect(((await list(other.id)).json() as PhoneModel[]).map((m) => m._id)).toContain(model.id);
    });

    it('When listings name a model, then moving it to another brand is 409 MODEL_IN_USE and other edits still pass', async () => {
      const other = await cast.f.category();
      const model = await cast.f.phoneModel({ categoryId: brand.id });
      await cast.f.product({ seller: cast.seller.row, category: brand, modelId: model.id });
      const url = `/api/admin/models/${model.id}`;
      const move = await write('PATCH', url, body(other.id, { name: model.name }));
      expect(move.statusCode).toBe(409);
      expect(move.json()).toMatchObject({ code: 'MODEL_IN_USE' });
      const rename = await write('PATCH', url, body(brand.id, { name: `${model.name} (2024)` }));
      expect(rename.statusCode).toBe(200);
      expect(rename.json()).toMatchObject({ categoryId: brand.id, name: `${model.name} (2024)` });
    });

    it('When the brand already has a model of that name (any case), then adding or renaming to it is 409 MODEL_EXISTS', async () => {
      await cast.f.phoneModel({ categoryId: brand.id, name: 'Taken Name' });
      const res = await add(body(brand.id, { name: 'taken NAME' }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'MODEL_EXISTS' });
      const other = await cast.f.phoneModel({ categoryId: brand.id });
      const rename = await write(
        'PATCH',
        `/api/admin/models/${other.id}`,
        body(brand.id, { name: 'Taken Name' }),
      );
      expect(rename.statusCode).toBe(409);
      expect(rename.json()).toMatchObject({ code: 'MODEL_EXISTS' });
      // Another brand may use the name.
      const elsewhere = await cast.f.category();
      expect((await add(body(elsewhere.id, { name: 'Taken Name' }))).statusCode).toBe(201);
    });

    it('When a field is invalid, then the write is 400 naming that field', async () => {
      const cases: Array<[object, string]> = [
        [body(brand.id, { name: '' }), 'name'],
        [body(brand.id, { name: 'x'.repeat(81) }), 'name'],
        [body(brand.id, { year: 1999 }), 'year'],
        [body(brand.id, { year: 2024.5 }), 'year'],
        [body(brand.id, { storageGb: [] }), 'storageGb'],
        [body(brand.id, { storageGb: [0] }), 'storageGb.0'],
        [body(brand.id, { ramGb: [1.5] }), 'ramGb.0'],
        [body(brand.id, { colours: [''] }), 'colours.0'],
        [{ ...body(brand.id), categoryId: 'brand' }, 'categoryId'],
        [{ ...body(brand.id), extra: true }, '_'],
      ];
      for (const [payload, field] of cases) {
        const res = await add(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().fieldErrors, JSON.stringify(payload)).toHaveProperty([field]);
      }
      const model = await cast.f.phoneModel({ categoryId: brand.id });
      const { year: _, ...partial } = body(brand.id);
      const patch = await write('PATCH', `/api/admin/models/${model.id}`, partial);
      expect(patch.statusCode).toBe(400);
      expect(patch.json().fieldErrors).toHaveProperty(['year']);
    });

    it('When the category of the body does not exist, then the write is 400 INVALID_REFERENCE', async () => {
      const res = await add(body(UNKNOWN_ID));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVALID_REFERENCE',
        fieldErrors: { categoryId: ['Category must be one of the brands'] },
      });
    });

    it('When the model to edit is unknown or malformed, then the edit is 404 MODEL_NOT_FOUND', async () => {
      for (const id of [UNKNOWN_ID, 'nope']) {
        const res = await write('PATCH', `/api/admin/models/${id}`, body(brand.id));
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'MODEL_NOT_FOUND' });
      }
    });

    it('When the caller is not an admin, then adding is 401 anonymous and 403 for buyers and sellers, and nothing is written', async () => {
      const model = await cast.f.phoneModel({ categoryId: brand.id });
      const sent = body(brand.id, { name: 'Never Written' });
      expect((await add(sent, {})).statusCode).toBe(401);
      expect((await add(sent, cast.buyer.headers)).statusCode).toBe(403);
      expect((await add(sent, cast.seller.headers)).statusCode).toBe(403);
      const url = `/api/admin/models/${model.id}`;
      expect((await write('PATCH', url, sent, {})).statusCode).toBe(401);
      expect((await write('PATCH', url, sent, cast.seller.headers)).statusCode).toBe(403);
      const names = ((await list(brand.id)).json() as PhoneModel[]).map((m) => m.name);
      expect(names).not.toContain('Never Written');
      expect(names).toContain(model.name);
    });

    it('When findModel is asked, then it answers the model without its year, or undefined', async () => {
      const { findModel } = createPhoneModels({
        db: ctx().database.db,
        categoryExists: async () => true,
      });
      const model = await cast.f.phoneModel({ categoryId: brand.id, storageGb: [256, 512] });
      expect(await findModel(model.id)).toEqual({
        id: model.id,
        categoryId: brand.id,
        name: model.name,
        storageGb: [256, 512],
        ramGb: [8],
        colours: ['Black'],
      });
      expect(await findModel(UNKNOWN_ID)).toBeUndefined();
      expect(await findModel('bad')).toBeUndefined();
    });
  },
  { RESPONSE_CACHE: 'true' },
);
