import { BUYING_TEXTS, formatUsd, OFFERS_TEXTS, TEXTS } from '@phonebazaar/shared';
import type { Browser } from 'playwright-core';
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

// Issue #20's Done when: a buyer offers from the listing page, the seller counters on the
// Offers page, the buyer accepts the counter (booked at that price) and pays with 4242.
const T = OFFERS_TEXTS;
const B = BUYING_TEXTS;

let browser: Browser;
let seller: Account;
let buyer: Account;
let listing: Listing;

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await newAccount(browser, 'seller');
  buyer = await newAccount(browser, '');
  // Listed at $540.00: offers from $270.00 to $534.60.
  [listing] = (await addListings(browser, seller, [uniqueName('Pixel 8 offer')])) as [Listing];
});
afterAll(async () => {
  await browser?.close();
});

describe('offers in the browser (issue #20)', () => {
  it('When the buyer offers, the seller counters and the buyer accepts, then the phone is booked at the counter and paid with 4242', {
    timeout: 240_000,
  }, async () => {
    const buyerView = await openAs(browser, buyer, 'phone');
    const page = buyerView.page;
    page.setDefaultTimeout(30_000);
    await page.goto(`/listings/${listing._id}`);
    await page.getByRole('button', { name: T.makeOffer }).click();
    const dialog = page.getByRole('dialog', { name: T.dialogTitle(listing.productName) });
    await dialog.getByText(T.range(270, 534.6)).waitFor();
    await dialog.getByLabel(T.labels.amount).fill('400');
    await dialog.getByLabel(T.labels.phone).fill('+8801798000000');
    await dialog.getByLabel(T.labels.meetingLocation).fill('GEC Circle, in front of Central Plaza');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: T.send }).click();
    await page.waitForURL('**/dashboard/offers');
    await page.getByRole('tab', { name: T.made }).click();
    const mine = page.getByRole('article').filter({ hasText: listing.productName });
    await mine.getByText(T.statuses.open).waitFor();
    await expectAccessible(page);

    const sellerView = await openAs(browser, seller, 'desktop');
    const sellerPage = sellerView.page;
    sellerPage.setDefaultTimeout(30_000);
    await sellerPage.goto('/dashboard/offers');
    await sellerPage.getByRole('heading', { level: 1, name: T.title }).waitFor();
    await sellerPage.getByRole('tab', { name: T.received }).click();
    const theirs = sellerPage.getByRole('article').filter({ hasText: listing.productName });
    await theirs.getByText(T.offer(400)).waitFor();
    await expectAccessible(sellerPage);
    await theirs.getByRole('button', { name: T.actionFor(T.counter, listing.productName) }).click();
    const counter = sellerPage.getByRole('dialog', { name: T.counterTitle(listing.productName) });
    await counter.getByLabel(T.labels.counter).fill('480');
    await expectAccessible(sellerPage);
    await counter.getByRole('button', { name: T.sendCounter }).click();
    await theirs.getByText(T.statusesSeller.countered).waitFor();

    await page.reload();
    await page.getByRole('tab', { name: T.made }).click();
    await mine.getByText(T.counterOf(480)).waitFor();
    await mine
      .getByRole('button', { name: T.actionFor(T.acceptCounter, listing.productName) })
      .click();
    // Issue #45 item 7: accepting books the phone, so it is confirmed with the price and pay-by.
    const confirm = page.getByRole('dialog', { name: T.confirmAcceptTitle(listing.productName) });
    await confirm.getByText(/booked for you at \$480\. Pay within 24 hours \(by /).waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: T.confirmAccept(480) }).click();
    await page.getByText(T.accepted).waitFor();
    await mine.getByText(T.statuses.accepted).waitFor();
    await mine.getByText(/^Pay by /).waitFor();
    await expectAccessible(page);

    // Booked at the counter: the payment page charges $480.00, not the listed $540.00.
    await mine.getByRole('link', { name: T.actionFor(T.pay, listing.productName) }).click();
    await page.getByRole('heading', { level: 1, name: TEXTS.checkOut }).waitFor();
    await page.getByText(formatUsd(480)).first().waitFor();
    expect(await page.getByText(formatUsd(540)).count()).toBe(0);
    await page.getByLabel(B.cardNumber).fill('4242 4242 4242 4242');
    await page.getByLabel(B.cardExpiry).fill('12/34');
    await page.getByLabel(B.cardCvc).fill('123');
    const pay = page.getByRole('button', { name: /^Pay/ });
    await expect.poll(() => pay.isEnabled(), { timeout: 15_000 }).toBe(true);
    await pay.click();
    await page.waitForURL((url) => url.pathname === '/paymentcomplete');

    await page.goto('/dashboard/offers');
    await page.getByRole('tab', { name: T.made }).click();
    await mine.getByText(T.paid, { exact: true }).waitFor();
    expect(buyerView.errors).toEqual([]);
    expect(sellerView.errors).toEqual([]);
  });
});
