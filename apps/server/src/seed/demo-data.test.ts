import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  AREAS,
  CONDITIONS,
  conflictingDefects,
  IMAGE_VARIANT_WIDTHS,
  imageVariantUrl,
  type Product,
} from '@phonebazaar/shared';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { bookings, categories, payments, phoneModels, products, users } from '../db/schema.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { CATEGORY_SEED } from './categories.ts';
import { DEMO_ACCOUNT_EMAILS, DEMO_ACCOUNTS } from './demo-accounts.ts';
import { demoImageJobs } from './demo-data.ts';
import { renderImages } from './images.ts';
import { DEMO_LISTINGS } from './listings/index.ts';
import { DEMO_PHONES } from './listings/phone-details.ts';
import { seedDatabase } from './seed.ts';

const DAY = 86_400_000;
const now = new Date();

describeOnEachDatabase(
  'demo data',
  (ctx) => {
    beforeAll(async () => {
      await seedDatabase(ctx().database.db, {
        env: ctx().env,
        log: pino({ level: 'silent' }),
        now,
      });
    });
    const db = () => ctx().database.db;

    it('When demo data is seeded, then the accounts cover admin, verified and unverified sellers and a buyer', async () => {
      const rows = await db().select().from(users);
      expect(rows.map((u) => u.email).sort()).toEqual([...DEMO_ACCOUNT_EMAILS].sort());
      const byEmail = (email: string) => rows.find((u) => u.email === email)!;
      expect(byEmail(DEMO_ACCOUNTS.admin).role).toBe('admin');
      expect(byEmail(DEMO_ACCOUNTS.seller)).toMatchObject({ role: 'seller', verified: true });
      expect(byEmail(DEMO_ACCOUNTS.buyer).role).toBe('');
      const sellers = rows.filter((u) => u.role === 'seller');
      expect(sellers.length).toBeGreaterThanOrEqual(3);
      expect(sellers.some((s) => !s.verified)).toBe(true);
      expect(rows.every((u) => u.email === u.email.toLowerCase())).toBe(true);
    });

    it('When demo listings are seeded, then they span every brand, area and condition with believable values', async () => {
      const rows = await db()
        .select({ p: products, brand: categories.name })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId));
      expect(rows.length).toBeGreaterThanOrEqual(28);
      expect(new Set(rows.map((r) => r.brand))).toEqual(new Set(CATEGORY_SEED.map((c) => c.name)));
      expect(new Set(rows.map((r) => r.p.area))).toEqual(new Set(AREAS));
      expect(new Set(rows.map((r) => r.p.productCondition))).toEqual(new Set(CONDITIONS));
      for (const { p } of rows) {
        expect(p.sellingPriceCents, p.productName).toBeLessThan(p.marketPriceCents);
        expect(p.sellingPriceCents).toBeGreaterThan(0);
        expect(new Date(p.purchaseYear).getTime()).toBeLessThan(p.postTime.getTime());
        expect(p.postTime.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(p.postTime.getTime()).toBeGreaterThan(now.getTime() - 60 * DAY);
        expect(p.sellerPhone).toMatch(/^\+8801[3-9]\d{8}$/);
        expect(p.description.length).toBeGreaterThan(60);
        expect(p.productImg).toMatch(/^\/images\/demo-phone-[a-z0-9-]+\.webp$/);
        if (p.advertisement) {
          expect(p.advertisedAt!.getTime()).toBeGreaterThanOrEqual(p.postTime.getTime());
          expect(p.advertisedAt!.getTime()).toBeLessThanOrEqual(now.getTime());
        } else expect(p.advertisedAt).toBeNull();
      }
      expect(new Set(rows.map((r) => r.p.postTime.getTime())).size).toBe(rows.length);
      expect(rows.filter((r) => r.p.advertisement && !r.p.sold).length).toBeGreaterThan(2);
    });

    it('When demo data is seeded, then every listing names a catalogue model with its storage, RAM and colour, defects their grade allows, and their picture as the one photo', async () => {
      expect(
        Object.keys(DEMO_PHONES).every((n) => DEMO_LISTINGS.some((l) => l.productName === n)),
      ).toBe(true);
      const rows = await db()
        .select({ p: products, m: phoneModels })
        .from(products)
        .leftJoin(phoneModels, eq(phoneModels.id, products.modelId));
      const detailed = rows.filter((r) => r.p.storageGb !== null);
      expect(detailed).toHaveLength(Object.keys(DEMO_PHONES).length);
      // Issue #45 item 5: every demo listing, so the Model and Storage facets add up.
      expect(detailed).toHaveLength(rows.length);
      for (const { p, m } of detailed) {
        expect(m, p.productName).not.toBeNull();
        expect(m!.categoryId).toBe(p.categoryId);
        expect(m!.storageGb, p.productName).toContain(p.storageGb);
        expect(m!.ramGb, p.productName).toContain(p.ramGb);
        expect(m!.colours, p.productName).toContain(p.colour);
        expect(p.productName.startsWith(`${m!.name} `), p.productName).toBe(true);
        expect(['official', 'unofficial', 'refurbished']).toContain(p.variant);
        expect(conflictingDefects(p.productCondition as never, p.defects as never)).toEqual([]);
        expect(p.photos).toEqual([p.productImg]);
      }
      expect(detailed.some((r) => r.p.defects.length > 0)).toBe(true);
      expect(detailed.some((r) => r.p.batteryHealth !== null)).toBe(true);
      expect(detailed.some((r) => r.p.accessories.length > 0)).toBe(true);
      // The others look like listings posted before issue #16; and no demo phone has an IMEI.
      for (const { p } of rows.filter((r) => r.p.storageGb === null)) {
        expect(p).toMatchObject({ modelId: null, colour: null, variant: null, photos: [] });
      }
      expect(rows.every((r) => r.p.imeiHash === null && r.p.imeiLast4 === null)).toBe(true);
    });

    it('When demo data is seeded, then one listing is booked and one sold, each with matching rows', async () => {
      const booked = await db().select().from(products).where(eq(products.booking, true));
      expect(booked).toHaveLength(1);
      const [hold] = await db()
        .select()
        .from(bookings)
        .where(eq(bookings.productId, booked[0]!.id));
      expect(hold).toMatchObject({
        paid: false,
        buyerEmail: DEMO_ACCOUNTS.buyer,
        transactionId: null,
      });
      expect(hold!.expiresAt.getTime()).toBeGreaterThan(now.getTime());

      const sold = await db().select().from(products).where(eq(products.sold, true));
      expect(sold).toHaveLength(1);
      const [sale] = await db().select().from(bookings).where(eq(bookings.productId, sold[0]!.id));
      expect(sale).toMatchObject({ paid: true, priceCents: sold[0]!.sellingPriceCents });
      expect(sale!.transactionId).toBeTruthy();
      const [payment] = await db().select().from(payments).where(eq(payments.bookingId, sale!.id));
      expect(payment).toMatchObject({
        provider: 'sandbox',
        transactionId: sale!.transactionId,
        amountCents: sale!.priceCents,
        email: DEMO_ACCOUNTS.buyer,
      });
    });

    it('When the public lists are read, then the demo shows its listings and advertisements', async () => {
      const all = await ctx().app.inject({ method: 'GET', url: '/api/allproducts' });
      const ads = await ctx().app.inject({ method: 'GET', url: '/api/advertisement' });
      const total = (await db().select().from(products)).length;
      expect((all.json() as Product[]).length).toBe(total - 1);
      expect((ads.json() as Product[]).length).toBeGreaterThan(2);
      expect((all.json() as Product[]).some((p) => p.sellerVerified)).toBe(true);
    });

    it('When a demo picture is requested, then it is served as WebP', async () => {
      const [first] = await db().select().from(products).limit(1);
      const [someone] = await db().select().from(users).limit(1);
      for (const url of [first!.productImg, first!.sellerImg, someone!.photoUrl]) {
        const res = await ctx().app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      }
    });

    it('When the srcset variants of a demo product picture are requested, then each is a WebP of at most that width', async () => {
      const [first] = await db().select().from(products).limit(1);
      for (const width of IMAGE_VARIANT_WIDTHS) {
        const res = await ctx().app.inject({
          method: 'GET',
          url: imageVariantUrl(first!.productImg, width)!,
        });
        expect(res.statusCode, String(width)).toBe(200);
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(Math.min(width, 600));
      }
    });

    it('When the pictures are rendered again elsewhere, then every file is byte-identical', async () => {
      const other = await mkdtemp(path.join(os.tmpdir(), 'pb-images-'));
      try {
        await renderImages(other, demoImageJobs());
        const files = (await readdir(ctx().env.IMAGES_DIR)).filter((f) => f.startsWith('demo-'));
        expect(files).toHaveLength(demoImageJobs().length);
        const hash = async (file: string) =>
          createHash('sha256')
            .update(await readFile(file))
            .digest('hex');
        for (const file of files) {
          expect(await hash(path.join(other, file)), file).toBe(
            await hash(path.join(ctx().env.IMAGES_DIR, file)),
          );
        }
      } finally {
        await rm(other, { recursive: true, force: true });
      }
    });

    it('When a demo picture was deleted, then the next start draws it again', async () => {
      const file = path.join(ctx().env.IMAGES_DIR, demoImageJobs()[0]!.file);
      await rm(file);
      const result = await seedDatabase(db(), { env: ctx().env, log: pino({ level: 'silent' }) });
      expect(result.demo?.images.written).toBe(1);
      expect((await readFile(file)).length).toBeGreaterThan(100);
    });
  },
  { DEMO_DATA: 'true' },
);
