import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL, VIEWPORTS, type ViewportName } from './browser.ts';
import { AVATAR_PNG, signUpThroughApi } from './identity.ts';

/** A browser identity: who it is and the cookies that keep it signed in. */
export interface Account {
  email: string;
  name: string;
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  /** The server the account lives on, when not this worker's (support/arms-length.ts). */
  origin?: string;
  /**
   * The address the person calls from, as the reverse proxy in front of the server tells it
   * (X-Forwarded-For; the server trusts its loopback proxy). Without it: 127.0.0.1.
   */
  address?: string;
}

/** A browser context's options for `account`: its server, its network, its cookies. */
export function contextFor(account: Pick<Account, 'origin' | 'address'>) {
  return {
    baseURL: account.origin ?? baseURL(),
    ...(account.address ? { extraHTTPHeaders: { 'x-forwarded-for': account.address } } : {}),
  };
}

export interface Listing {
  _id: string;
  productName: string;
}

/** A context signed in as `account`, at the given width, failing on page errors. */
export async function openAs(browser: Browser, account: Account, viewport: ViewportName) {
  const context = await browser.newContext({
    ...contextFor(account),
    viewport: VIEWPORTS[viewport],
    storageState: account.storageState,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** The account's bearer header, from the session cookies of `page`'s context. */
export async function bearer(page: Page, email: string) {
  const reply = await page.request.get(`/api/jwt?email=${encodeURIComponent(email)}`);
  expect(reply.status(), await reply.text()).toBe(200);
  const { geniusToken } = (await reply.json()) as { geniusToken: string };
  return { authorization: `Bearer ${geniusToken}` };
}

/**
 * A new account, signed up through the API, so this file never shares one with another. Its
 * browser (the device id cookie the sign-up sets) is its own; `where` puts it on another
 * server or network (support/arms-length.ts).
 */
export async function newAccount(
  browser: Browser,
  role: '' | 'seller',
  where: Partial<Pick<Account, 'origin' | 'address' | 'name'>> = {},
): Promise<Account> {
  const context = await browser.newContext(contextFor(where));
  const page = await context.newPage();
  const name = where.name ?? (role === 'seller' ? 'Selim Seller' : 'Bithi Buyer');
  const email = await signUpThroughApi(page, role, name, where.origin);
  const storageState = await context.storageState();
  await context.close();
  return { ...where, email, name, storageState };
}

/**
 * Fresh listings of a new seller, added through the API (the selling UI has its own tests):
 * each test books and pays for phones no other test file can touch.
 */
export async function addListings(browser: Browser, seller: Account, names: string[]) {
  const context = await browser.newContext({
    ...contextFor(seller),
    storageState: seller.storageState,
  });
  const page = await context.newPage();
  const headers = await bearer(page, seller.email);
  const upload = await page.request.post('/api/upload', {
    headers,
    multipart: {
      image: { name: 'phone.png', mimeType: 'image/png', buffer: await readFile(AVATAR_PNG) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { data } = (await upload.json()) as { data: { url: string } };
  const categories = (await (await page.request.get('/api/categories')).json()) as {
    _id: string;
  }[];
  const listings: Listing[] = [];
  for (const productName of names) {
    const added = await page.request.post('/api/addproduct', {
      headers,
      data: {
        productName,
        marketPrice: 999,
        sellingPrice: 540,
        purchaseYear: '2023-02-01',
        area: 'Chittagong',
        productCondition: 'Good',
        categoriesId: categories[0]?._id,
        productImg: data.url,
        description: 'Battery 94%, always in a case, charger included.',
        sellerPhone: '+8801712000000',
      },
    });
    expect(added.status(), await added.text()).toBe(200);
    const { insertedId } = (await added.json()) as { insertedId: string };
    listings.push({ _id: insertedId, productName });
  }
  await context.close();
  return listings;
}

/** Books through the API, for tests that start at the payment page. Returns the booking id. */
export async function bookThroughApi(browser: Browser, buyer: Account, listing: Listing) {
  const context = await browser.newContext({
    ...contextFor(buyer),
    storageState: buyer.storageState,
  });
  const page = await context.newPage();
  const booked = await page.request.post('/api/booking', {
    headers: await bearer(page, buyer.email),
    data: {
      productId: listing._id,
      buyerNumber: '+8801798000000',
      meetingLocation: 'GEC Circle, in front of Central Plaza',
    },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const { insertedId } = (await booked.json()) as { insertedId: string };
  await context.close();
  return insertedId;
}

export function uniqueName(label: string) {
  return `${label} ${randomBytes(3).toString('hex')}`;
}
