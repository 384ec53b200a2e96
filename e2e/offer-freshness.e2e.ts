import { BUYING_TEXTS, OFFERS_TEXTS, paths, TEXTS } from '@phonebazaar/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  type Account,
  addListings,
  type Listing,
  newAccount,
  openAs,
  uniqueName,
} from './support/buying.ts';
import { rowOf } from './support/deal.ts';
import { counterThroughApi, offerThroughApi } from './support/offers.ts';

// Issue #35 item 4: accepting an offer books the phone, so the pages that show bookings must
// not keep their cached rows. Every page here is opened first, then reached again through the
// dashboard menu in the same tab (the single-page app, no reload): the cache (30 s fresh) is
// all that could show the booking, so only the accept's invalidation can make it appear.
const T = OFFERS_TEXTS;
const B = BUYING_TEXTS;
const M = TEXTS.dashboardMenu;
/** Well under the cache's 30 s: a row that only shows once the cache goes stale fails here. */
const FRESH_MS = 10_000;

let browser: Browser;
let seller: Account;
let buyer: Account;
let countered: Listing;
let offered: Listing;

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await newAccount(browser, 'seller');
  buyer = await newAccount(browser, '');
  [countered, offered] = (await addListings(browser, seller, [
    uniqueName('Pixel 8 counter'),
    uniqueName('Galaxy S23 offer'),
  ])) as [Listing, Listing];
  // Listed at $540.00: offers run from $270.00 to $534.60.
  const first = await offerThroughApi(browser, buyer, countered, 400);
  await counterThroughApi(browser, seller, first, 480);
  await offerThroughApi(browser, buyer, offered, 420);
});
afterAll(async () => {
  await browser?.close();
});

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true });

const card = (page: Page, listing: Listing) =>
  page.getByRole('article').filter({ hasText: listing.productName });

describe('pages showing bookings after an offer is accepted (issue #35)', () => {
  it('When the buyer accepts the seller’s counteroffer, then their My Order and the listing’s card show the booking without a reload', {
    timeout: 120_000,
  }, async () => {
    const { page, errors, context } = await openAs(browser, buyer, 'desktop');
    page.setDefaultTimeout(30_000);
    await page.goto(paths.dashboard.home);
    await card(page, countered).getByText(TEXTS.badges.available, { exact: true }).waitFor();
    await menuLink(page, M.myOrder).click();
    await page.getByText(B.noOrders).waitFor();

    await menuLink(page, T.menu).click();
    await page.getByRole('tab', { name: T.made }).click();
    const mine = page.getByRole('article').filter({ hasText: countered.productName });
    await mine
      .getByRole('button', { name: T.actionFor(T.acceptCounter, countered.productName) })
      .click();
    await page
      .getByRole('dialog', { name: T.confirmAcceptTitle(countered.productName) })
      .getByRole('button', { name: /^Book it at / })
      .click();
    await page.getByText(T.accepted).waitFor();

    await menuLink(page, M.myOrder).click();
    await rowOf(page, countered).waitFor({ timeout: FRESH_MS });
    await rowOf(page, countered)
      .getByRole('link', { name: B.makePayment })
      .waitFor({ timeout: FRESH_MS });
    await menuLink(page, M.allProducts).click();
    await card(page, countered)
      .getByText(TEXTS.badges.booked, { exact: true })
      .waitFor({ timeout: FRESH_MS });
    expect(
      await card(page, countered).getByText(TEXTS.badges.available, { exact: true }).count(),
    ).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When the seller accepts a buyer’s offer, then their My Sell shows the booking without a reload', {
    timeout: 120_000,
  }, async () => {
    const { page, errors, context } = await openAs(browser, seller, 'desktop');
    page.setDefaultTimeout(30_000);
    await page.goto(paths.dashboard.mySell);
    // Loaded (the first test's booking, or none yet); this listing is not booked yet.
    await rowOf(page, countered).or(page.getByText(B.noSales)).waitFor();
    expect(await rowOf(page, offered).count()).toBe(0);

    await menuLink(page, T.menu).click();
    await page.getByRole('tab', { name: T.received }).click();
    const theirs = page.getByRole('article').filter({ hasText: offered.productName });
    await theirs.getByRole('button', { name: T.actionFor(T.accept, offered.productName) }).click();
    await page
      .getByRole('dialog', { name: T.confirmAcceptTitle(offered.productName) })
      .getByRole('button', { name: /^Book it at / })
      .click();
    await page.getByText(T.accepted).waitFor();

    await menuLink(page, M.mySell).click();
    await rowOf(page, offered).waitFor({ timeout: FRESH_MS });
    expect(errors).toEqual([]);
    await context.close();
  });
});
