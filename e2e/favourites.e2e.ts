import { FAVOURITES_TEXTS, formatUsd } from '@phonebazaar/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, VIEWPORTS } from './support/browser.ts';
import {
  type Account,
  addListings,
  type Listing,
  newAccount,
  openAs,
  uniqueName,
} from './support/buying.ts';
import { logInThroughForm } from './support/identity.ts';

// Issue #20: a visitor hearts a card, signs in and comes back to find it hearted; the heart on the
// listing page agrees; the Favourites page shows the phone, and a price cut by the seller.
const T = FAVOURITES_TEXTS;

let browser: Browser;
let seller: Account;
let buyer: Account;
let listing: Listing;

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await newAccount(browser, 'seller');
  buyer = await newAccount(browser, '');
  [listing] = (await addListings(browser, seller, [uniqueName('Pixel 7 favourite')])) as [Listing];
});
afterAll(async () => {
  await browser?.close();
});

/** The seller lowers the price through the API (the edit form has its own tests). */
async function lowerPrice(page: Page, sellingPrice: number) {
  const token = await page.request.get(`/api/jwt?email=${encodeURIComponent(seller.email)}`);
  const { geniusToken } = (await token.json()) as { geniusToken: string };
  const reply = await page.request.patch(`/api/product/${listing._id}`, {
    headers: { authorization: `Bearer ${geniusToken}` },
    data: { sellingPrice, confirmLowPrice: true },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

describe('favourites in the browser (issue #20)', () => {
  it('When a visitor hearts a card, then after signing in it is hearted, the listing page agrees, and Favourites shows it and a price drop', {
    timeout: 240_000,
  }, async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    page.setDefaultTimeout(30_000);
    await page.goto('/all-products');
    const card = () => page.getByRole('article', { name: listing.productName });
    await card().getByRole('link', { name: T.save }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await logInThroughForm(page, buyer.email);
    // Back on the same list, signed in: the phone they hearted is hearted, once.
    await page.waitForURL((url) => url.pathname === '/all-products');
    const saved = card().getByRole('button', { name: T.remove });
    await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => new URL(page.url()).searchParams.has('heart')).toBe(false);

    // The listing page's heart reads the same favourites: pressed; off and on again.
    await page.goto(`/listings/${listing._id}`);
    const pageHeart = page.getByRole('button', { name: T.remove });
    await expect.poll(() => pageHeart.getAttribute('aria-pressed')).toBe('true');
    await pageHeart.click();
    await page.getByRole('button', { name: T.save }).click();
    await expect.poll(() => pageHeart.getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page);

    await page.goto('/dashboard/favourites');
    await page.getByRole('heading', { level: 1, name: T.title }).waitFor();
    await page.getByRole('link', { name: listing.productName }).waitFor();
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await expectAccessible(page);
    }

    // The seller cuts the price: the buyer's page says so on the next visit.
    const sellerView = await openAs(browser, seller, 'desktop');
    await lowerPrice(sellerView.page, 480);
    await sellerView.context.close();
    await page.reload();
    await page.getByText(T.priceDropped(formatUsd(540), formatUsd(480))).waitFor();
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await expectAccessible(page);
    }

    // Remove takes it off the list; the empty state leads back to the phones.
    await page.getByRole('button', { name: T.removeNamed(listing.productName) }).click();
    await page.getByText(T.emptyTitle).waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
