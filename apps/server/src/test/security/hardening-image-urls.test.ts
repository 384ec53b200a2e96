import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';
import {
  account,
  category,
  listing,
  productBody,
  sellingCalls,
  storedListing,
} from '../selling-helpers.ts';
import { describeOnEachDatabase } from '../test-app.ts';
import { type HardeningFigure, writeHardeningFigures } from './hardening-figures.ts';

/**
 * Issue #14, API clients on other origins (decision 025): a client on another origin resolves
 * a relative `/images/...` against its own origin, so every picture broke. Pictures and icons
 * stay relative in the database; every answer names them on PUBLIC_URL, and a client that
 * echoes such a URL back in a write gets it stored relative again.
 */
function multipart(data: Buffer) {
  const boundary = `----pb${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const PICTURE_FIELDS = new Set(['productImg', 'sellerImg', 'photoURL', 'icon', 'image', 'url']);

/** Every picture field anywhere in a JSON answer, with where it was found. */
function pictures(value: unknown, at = ''): { at: string; url: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => pictures(item, `${at}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    typeof item === 'string' && PICTURE_FIELDS.has(key) && item !== ''
      ? [{ at: `${at}.${key}`, url: item }]
      : pictures(item, `${at}.${key}`),
  );
}

describeOnEachDatabase('Hardening: absolute picture URLs in answers', (ctx) => {
  const figures: HardeningFigure[] = [];
  afterAll(() => writeHardeningFigures('image-urls', ctx().kind, figures));

  it('When any answer carries a picture or icon, then it is absolute on PUBLIC_URL, and a client echoing it back gets it stored relative', async () => {
    const { app, env, database } = ctx();
    const origin = new URL(env.PUBLIC_URL).origin;
    const calls = sellingCalls(ctx);
    const [seller, buyer, admin] = await Promise.all([
      account(ctx(), 'seller'),
      account(ctx(), ''),
      account(ctx(), 'admin'),
    ]);

    // The upload answer is what a client on another origin shows and echoes back.
    const png = await sharp({
      create: { width: 16, height: 16, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    const upload = async () => {
      const body = multipart(png);
      const res = await app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...seller.headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    const productUpload = await upload();
    const productUrl = productUpload.json().data.url as string;
    const photoUrl = (await upload()).json().data.url as string;
    expect(productUrl.startsWith(`${origin}/images/`)).toBe(true);

    // Echoed absolute URLs are stored relative: the profile photo and the listing picture.
    const patched = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: seller.headers,
      payload: { photoURL: photoUrl },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const [sellerRow] = await database.db.select().from(users).where(eq(users.email, seller.email));
    expect(sellerRow!.photoUrl).toBe(new URL(photoUrl).pathname);
    const categoriesId = await category(ctx());
    const id = await listing(ctx(), seller, productBody({ categoriesId, productImg: productUrl }));
    expect((await storedListing(ctx(), id))!.productImg).toBe(new URL(productUrl).pathname);
    expect((await calls.advertise(id, seller)).statusCode).toBe(200);

    // Every kind of answer that names a picture, with the world above in it.
    const booked = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: buyer.headers,
      payload: { productId: id, buyerNumber: '+8801712345678', meetingLocation: 'Dhaka' },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const bookingId = booked.json().insertedId as string;
    expect((await calls.report(id, buyer)).statusCode).toBe(200);
    const q = (email: string) => `?email=${encodeURIComponent(email)}`;
    const answers: [string, string, Record<string, string>][] = [
      ['categories', '/api/categories', {}],
      ['category page', `/api/categories/${categoriesId}`, {}],
      ['all products', '/api/allproducts', {}],
      ['advertised', '/api/advertisement', {}],
      ["seller's own", `/api/product${q(seller.email)}`, seller.headers],
      ['reported items', '/api/report', admin.headers],
      ['My Order', `/api/booking/myproduct${q(buyer.email)}`, buyer.headers],
      ['My Sell', `/api/mysell${q(seller.email)}`, seller.headers],
      ['payment page', `/api/makepayment/${bookingId}`, buyer.headers],
      ['All Sell', '/api/allselling', admin.headers],
      ['All User', '/api/users', admin.headers],
      ['All Seller', '/api/sellers', admin.headers],
      ['session', '/api/auth/get-session', { cookie: seller.cookie }],
    ];
    let kinds = 1; // the upload answer above
    let fields = 1;
    const relative: string[] = [];
    // Twice: the second read of a cached public list comes from the response cache.
    for (const round of [1, 2]) {
      for (const [kind, url, headers] of answers) {
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
        const found = pictures(res.json());
        expect(found.length, `${kind} names no picture`).toBeGreaterThan(0);
        if (round === 1) {
          kinds++;
          fields += found.length;
        }
        for (const { at, url: picture } of found) {
          if (!/^\/(images|icons)\/[\w-]+\.(webp|svg)$/.test(picture.slice(origin.length)))
            relative.push(`${kind}${at}: ${picture}`);
          else if (!picture.startsWith(`${origin}/`)) relative.push(`${kind}${at}: ${picture}`);
        }
      }
    }
    expect(relative).toEqual([]);
    figures.push({
      item: 'cors',
      what: 'Image and icon fields in API answers (uploads, lists, bookings, admin, session; cached twice)',
      figure: `${kinds} kinds of answer, ${fields} fields, ${relative.length} relative`,
    });
  });

  it('When a picture is not ours (an allowed https origin) or absent, then answers pass it unchanged', () => {
    const base = 'http://localhost:3000';
    expect(absoluteImageUrl(base, '/images/a.webp')).toBe('http://localhost:3000/images/a.webp');
    expect(absoluteImageUrl(`${base}/shop/`, '/icons/x.svg')).toBe(`${base}/icons/x.svg`);
    expect(absoluteImageUrl(base, 'https://pics.example/a.jpg')).toBe('https://pics.example/a.jpg');
    expect(absoluteImageUrl(base, 'https://bucket.s3.example/p/a.webp')).toBe(
      'https://bucket.s3.example/p/a.webp',
    );
    expect(absoluteImageUrl(base, '')).toBe('');
    expect(absoluteImageUrl(base, '//evil.example/a.webp')).toBe('//evil.example/a.webp');
  });
});
