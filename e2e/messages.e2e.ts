import { MESSAGING_TEXTS } from '@phonebazaar/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser } from './support/browser.ts';
import {
  type Account,
  addListings,
  type Listing,
  newAccount,
  openAs,
  uniqueName,
} from './support/buying.ts';

// Issue #19: a buyer asks about a listing, the seller answers, each in their own browser
// context; the buyer's open conversation shows the answer without a reload.
const T = MESSAGING_TEXTS;

let browser: Browser;
let seller: Account;
let buyer: Account;
let listing: Listing;

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await newAccount(browser, 'seller');
  buyer = await newAccount(browser, '');
  [listing] = (await addListings(browser, seller, [uniqueName('Pixel 7 question')])) as [Listing];
});
afterAll(async () => {
  await browser?.close();
});

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('conversations in the browser (issue #19)', () => {
  it('When a buyer asks the seller from the listing page, then the seller sees it on Messages and answers, and the buyer sees the answer live', {
    timeout: 240_000,
  }, async () => {
    const question = 'Hello! Is the battery original, and can we meet in Agrabad?';
    // A phone number: the buyer (the reader) gets the safety banner, the seller does not.
    const answer = 'Yes, original. Call me on 01711-000000 and we can meet tomorrow.';

    const buyerView = await openAs(browser, buyer, 'desktop');
    const page = buyerView.page;
    page.setDefaultTimeout(30_000);
    await page.goto(`/listings/${listing._id}`);
    // The section appears once the app knows who is looking (so after React adopted the page).
    const ask = page.getByRole('region', { name: T.askSeller });
    await ask.getByRole('button', { name: T.askSeller }).click();
    const dialog = page.getByRole('dialog', { name: T.askSellerTitle(listing.productName) });
    await dialog.getByLabel(T.labels.message, { exact: true }).fill(question);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: T.send }).click();
    await page.waitForURL('**/dashboard/conversations/*');
    const buyerLog = page.getByRole('log');
    await buyerLog.getByText(question).waitFor();
    await expectAccessible(page);

    const sellerView = await openAs(browser, seller, 'phone');
    const sellerPage = sellerView.page;
    sellerPage.setDefaultTimeout(30_000);
    await sellerPage.goto('/dashboard/conversations');
    await sellerPage.getByRole('heading', { level: 1, name: T.title }).waitFor();
    const row = sellerPage.getByRole('link').filter({ hasText: listing.productName });
    await row.getByText(question).waitFor();
    await row.getByText(T.unreadCount(1)).waitFor();
    await expectAccessible(sellerPage);
    await expectNoSidewaysScroll(sellerPage);
    await row.click();
    const sellerLog = sellerPage.getByRole('log');
    await sellerLog.getByText(question).waitFor();
    await sellerPage.getByLabel(T.labels.message, { exact: true }).fill(answer);
    await sellerPage.getByRole('button', { name: T.send }).click();
    await sellerLog.getByText(answer).waitFor();
    expect(await sellerLog.getByRole('note').count()).toBe(0);
    await expectAccessible(sellerPage);
    await expectNoSidewaysScroll(sellerPage);

    // No reload: the open conversation picks the answer up by itself.
    await buyerLog.getByText(answer).waitFor({ timeout: 20_000 });
    await expect
      .poll(() => buyerLog.getByRole('note').filter({ hasText: T.safetyWarning }).count())
      .toBe(1);
    await expectAccessible(page);
    expect(buyerView.errors).toEqual([]);
    expect(sellerView.errors).toEqual([]);
  });
});
