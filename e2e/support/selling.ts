import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL, openPage, type ViewportName } from './browser.ts';

/** A 320×240 PNG of a phone (made with sharp), for the Add Product photo. */
export const PHONE_PNG = fileURLToPath(new URL('../fixtures/phone.png', import.meta.url));

/** The demo accounts seeded with demo data (README; product-decisions §2). */
export const DEMO = {
  seller: 'seller@phonebazaar.test',
  buyer: 'buyer@phonebazaar.test',
  admin: 'admin@phonebazaar.test',
  password: 'Demo@2022',
} as const;

/** Signs the page's context in through the identity API (better-auth checks the Origin). */
export async function signInThroughApi(
  page: Page,
  email: string,
  password: string = DEMO.password,
) {
  const reply = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL() },
    data: { email, password },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** A fresh page at `viewport`, already signed in as `email`. */
export async function openSignedIn(
  browser: Browser,
  email: string,
  viewport: ViewportName = 'desktop',
  password: string = DEMO.password,
) {
  const opened = await openPage(browser, viewport);
  await signInThroughApi(opened.page, email, password);
  return opened;
}

async function bearer(page: Page, email: string) {
  const reply = await page.request.get(`/api/jwt?email=${encodeURIComponent(email)}`);
  expect(reply.status(), await reply.text()).toBe(200);
  const { geniusToken } = (await reply.json()) as { geniusToken: string };
  return { authorization: `Bearer ${geniusToken}` };
}

export interface ApiListing {
  _id: string;
  productName: string;
  categoriesId: string;
}

/**
 * A listing added through the API by the signed-in seller of `page` (the form itself has
 * its own test), optionally advertised, so a test can start from a known listing.
 */
export async function addListingThroughApi(
  page: Page,
  email: string,
  productName: string,
  { advertise = false, details = {} as Record<string, unknown> } = {},
): Promise<ApiListing> {
  const headers = await bearer(page, email);
  const upload = await page.request.post('/api/upload', {
    headers,
    multipart: {
      image: { name: 'phone.png', mimeType: 'image/png', buffer: await readFile(PHONE_PNG) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { data } = (await upload.json()) as { data: { url: string } };
  const categories = (await (await page.request.get('/api/categories')).json()) as {
    _id: string;
  }[];
  const categoriesId = categories[0]?._id ?? '';
  const added = await page.request.post('/api/addproduct', {
    headers,
    data: {
      productName,
      marketPrice: 899,
      sellingPrice: 499,
      purchaseYear: '2023-01-10',
      area: 'Rajshahi',
      productCondition: 'Good',
      categoriesId,
      productImg: data.url,
      description: 'Screen protector since day one, 88% battery health.',
      sellerPhone: '+8801712345678',
      ...details,
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const { insertedId } = (await added.json()) as { insertedId: string };
  if (advertise) {
    const put = await page.request.put(`/api/product/${insertedId}`, { headers });
    expect(put.status(), await put.text()).toBe(200);
  }
  return { _id: insertedId, productName, categoriesId };
}
