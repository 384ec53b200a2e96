import { readFile } from 'node:fs/promises';
import {
  belowTypicalText,
  PRODUCT_FIELD_LABELS as L,
  PHONE_TEXTS as P,
  PRICE_GUIDE_TEXTS as T,
  TEXTS,
} from '@phonebazaar/shared';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServer } from './support/app-server.ts';
import { armsLengthPeople } from './support/arms-length.ts';
import { expectAccessible, launchBrowser } from './support/browser.ts';
import { type Account, openAs, uniqueName } from './support/buying.ts';
import { AVATAR_PNG } from './support/identity.ts';
import { PHONE_PNG } from './support/selling.ts';

// Issue #20: five phones of one key sold through the real flow (book, pay at the sandbox,
// handoff code), then the listing page's band, the card's badge, and Add Product's hint. A band
// needs sales by 3 sellers to 3 buyers, 2 per seller at most, each deal between people distinct
// by decision 055's evidence (support/arms-length.ts).

let browser: Browser;
let server: AppServer;
/** The seller who lists the cheap phone and uses Add Product. */
let seller: Account;
/** The buyer who reads the listing page. */
let buyer: Account;
let key: {
  categoryId: string;
  categoryName: string;
  modelId: string;
  modelName: string;
  storageGb: number;
};
/** Who sold to whom at what price: sellers 0-2, buyers 0-2. */
const SALES: [seller: number, buyer: number, price: number][] = [
  [0, 0, 500],
  [1, 1, 520],
  [2, 2, 540],
  [0, 1, 560],
  [1, 2, 580],
];

async function bearerOf(request: APIRequestContext, email: string) {
  const reply = await request.get(`/api/jwt?email=${encodeURIComponent(email)}`);
  expect(reply.status(), await reply.text()).toBe(200);
  const { geniusToken } = (await reply.json()) as { geniusToken: string };
  return { authorization: `Bearer ${geniusToken}` };
}

async function call(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  headers: object,
  data?: object,
) {
  const reply = await request[method](path, {
    headers: headers as Record<string, string>,
    ...(data ? { data } : {}),
  });
  expect(reply.status(), `${path}: ${await reply.text()}`).toBe(200);
  return (await reply.json()) as Record<string, unknown>;
}

/** A listing of the key by the seller, through the API. */
async function addListing(page: Page, headers: object, image: string, sellingPrice: number) {
  const added = await call(page.request, 'post', '/api/addproduct', headers, {
    productName: uniqueName(key.modelName),
    marketPrice: 999,
    sellingPrice,
    purchaseYear: '2023-02-01',
    area: 'Dhaka',
    productCondition: 'Fair',
    categoriesId: key.categoryId,
    productImg: image,
    description: 'Works well, a few marks on the frame, charger included.',
    sellerPhone: '+8801712000000',
    modelId: key.modelId,
    storageGb: key.storageGb,
    variant: 'refurbished',
  });
  return added.insertedId as string;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const people = await armsLengthPeople(browser, [
    { role: 'seller', name: 'Selim Seller' },
    { role: 'seller', name: 'Sumi Seller' },
    { role: 'seller', name: 'Sakib Seller' },
    { role: '', name: 'Bithi Buyer' },
    { role: '', name: 'Babul Buyer' },
    { role: '', name: 'Bina Buyer' },
  ]);
  server = people.server;
  const views = [];
  for (const account of people.accounts) {
    const view = await openAs(browser, account, 'desktop');
    views.push({ account, view, auth: await bearerOf(view.page.request, account.email) });
  }
  const sellers = views.slice(0, 3);
  const buyers = views.slice(3);
  seller = sellers[2]!.account;
  buyer = buyers[0]!.account;
  const s = sellers[0]!.view.page;
  // The last model of the last brand, refurbished and Fair: a key no other test sells.
  const categories = (await (await s.request.get('/api/categories')).json()) as {
    _id: string;
    name: string;
  }[];
  const category = categories.at(-1)!;
  const models = (await (await s.request.get(`/api/models?category=${category._id}`)).json()) as {
    _id: string;
    name: string;
    storageGb: number[];
  }[];
  const model = models.at(-1)!;
  key = {
    categoryId: category._id,
    categoryName: category.name,
    modelId: model._id,
    modelName: model.name,
    storageGb: model.storageGb[0]!,
  };
  const image = async (page: Page, auth: object) => {
    const upload = await page.request.post('/api/upload', {
      headers: auth as Record<string, string>,
      multipart: {
        image: { name: 'phone.png', mimeType: 'image/png', buffer: await readFile(AVATAR_PNG) },
      },
    });
    return ((await upload.json()) as { data: { url: string } }).data.url;
  };
  const images = [];
  for (const { view, auth } of sellers) images.push(await image(view.page, auth));
  for (const [si, bi, price] of SALES) {
    const { view: sv, auth: sellerAuth } = sellers[si]!;
    const { view: bv, auth: buyerAuth } = buyers[bi]!;
    const [sp, bp] = [sv.page, bv.page];
    const productId = await addListing(sp, sellerAuth, images[si]!, price);
    const booked = await call(bp.request, 'post', '/api/booking', buyerAuth, {
      productId,
      buyerNumber: '+8801798000000',
      meetingLocation: 'Dhanmondi 27',
    });
    const bookingId = booked.insertedId as string;
    const intent = await call(bp.request, 'post', '/api/create-payment-intent', buyerAuth, {
      bookingId,
      price: 1,
    });
    await call(bp.request, 'post', '/api/sandbox/confirm', buyerAuth, {
      clientSecret: intent.clientSecret,
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    const { code } = await call(
      bp.request,
      'get',
      `/api/booking/${bookingId}/handoff-code`,
      buyerAuth,
    );
    await call(sp.request, 'post', `/api/booking/${bookingId}/handoff`, sellerAuth, { code });
  }
  // A phone of the key on the market at $400: about 26% under the $540 median.
  (key as typeof key & { listingId: string }).listingId = await addListing(
    sellers[2]!.view.page,
    sellers[2]!.auth,
    images[2]!,
    400,
  );
  for (const { view } of views) await view.context.close();
  // Two server starts (support/arms-length.ts), six sign-ups and five deals through the API.
}, 420_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('price guide in the browser (issue #20)', () => {
  it('When five phones of a key sold, then its listing page shows the band and its card says how far below typical it is', {
    timeout: 120_000,
  }, async () => {
    const listingId = (key as typeof key & { listingId: string }).listingId;
    const { page, context, errors } = await openAs(browser, buyer, 'phone');
    page.setDefaultTimeout(30_000);
    await page.goto(`/listings/${listingId}`);
    const guide = page.getByRole('region', { name: T.heading });
    await guide.getByText(T.band(520, 560)).waitFor();
    expect(await guide.textContent()).toContain('median $540, 5 sales, last on');
    await expectAccessible(page);

    // The card: the brand's page lists the newest first.
    await expect
      .poll(
        async () => {
          await page.goto(`/categories/${key.categoryId}`);
          const card = page
            .getByRole('article')
            .filter({ has: page.locator(`a[href$="${listingId}"]`) });
          await card.first().waitFor();
          return card.first().getByText(belowTypicalText(26)).count();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe(1);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When a seller chooses the model on Add Product, then the price says what similar phones sold for, and a far too low price is listed only once confirmed', {
    timeout: 120_000,
  }, async () => {
    const { page, context, errors } = await openAs(browser, seller, 'desktop');
    page.setDefaultTimeout(30_000);
    await page.goto('/dashboard/addproduct');
    await page.getByRole('heading', { level: 1, name: TEXTS.titles.addProduct }).waitFor();
    await page.getByLabel(L.categoriesId).selectOption({ label: key.categoryName });
    const model = page.getByLabel(P.labels.model, { exact: true });
    await model.locator('option').nth(1).waitFor({ state: 'attached' });
    await model.selectOption({ value: key.modelId });
    await page.getByLabel('Storage (GB)').selectOption({ value: String(key.storageGb) });
    await page.getByLabel(P.labels.variant).selectOption({ label: P.variants.refurbished });
    // Across grades until the grade is the sold phones' (the slider starts elsewhere).
    await page.getByText(T.band(520, 560)).waitFor();
    await expectAccessible(page);

    // A price under half the $540 median: the server asks, the dialog confirms, it is listed.
    await page.getByLabel(L.productName).fill(uniqueName('Too cheap'));
    await page.getByLabel(L.marketPrice).fill('899');
    await page.getByLabel(L.sellingPrice).fill('150');
    await page.getByLabel(L.purchaseYear).selectOption({ label: '2023' });
    await page.getByLabel(L.area).selectOption('Dhaka');
    const slider = page.getByRole('slider', { name: L.productCondition });
    await slider.focus();
    await page.keyboard.press('Home');
    await page.getByLabel(L.productImg).setInputFiles([PHONE_PNG]);
    await page.getByText('Photo uploaded.').waitFor();
    await page.getByLabel(L.description).fill('Works, a crack in the corner of the back glass.');
    await page.getByLabel(L.sellerPhone, { exact: true }).fill('+880 1712-345678');
    await page.getByRole('button', { name: TEXTS.titles.addProduct, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: T.confirmTitle });
    await dialog.getByText(T.lowPrice(540)).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: T.confirmAction }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/myproduct');
    expect(errors).toEqual([]);
    await context.close();
  });
});
