import { LISTING_TEXTS, MESSAGING_TEXTS, RATING_TEXTS, REVIEW_TEXTS } from '@phonebazaar/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServer } from './support/app-server.ts';
import { armsLengthPeople } from './support/arms-length.ts';
import { expectAccessible, launchBrowser } from './support/browser.ts';
import { type Account, addListings, type Listing, openAs, uniqueName } from './support/buying.ts';
import { bookOnListingPage, payInMyOrders, releaseWithCode, reviewDeal } from './support/deal.ts';

// Issue #19's "Done when", in one go with two browsers: the buyer asks, the seller answers
// live, the buyer books and pays, the deal is released, both review, and the reviews reach
// the seller's profile and cards only after both wrote. messages.e2e.ts and reviews.e2e.ts
// cover the two halves in more detail. The two are distinct people by decision 055's evidence
// (support/arms-length.ts), so their deal counts and the seller's stars move.
const M = MESSAGING_TEXTS;
const R = REVIEW_TEXTS;
/** Only where the app is truly asynchronous (live updates, work after a request). */
const LIVE = { timeout: 15_000 };

let browser: Browser;
let server: AppServer;
let seller: Account;
let buyer: Account;
let sold: Listing;
let live: Listing;

beforeAll(async () => {
  browser = await launchBrowser();
  const people = await armsLengthPeople(browser, [
    { role: 'seller', name: 'Selim Seller' },
    { role: '', name: 'Bithi Buyer' },
  ]);
  server = people.server;
  [seller, buyer] = people.accounts as [Account, Account];
  // The second phone stays on sale: its card carries the seller's rating at the end.
  [sold, live] = (await addListings(browser, seller, [
    uniqueName('Pixel 7 journey'),
    uniqueName('Pixel 7a on sale'),
  ])) as [Listing, Listing];
  // Two server starts (support/arms-length.ts) on top of the sign-ups.
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const cardOf = (page: Page, listing: Listing) =>
  page.getByRole('article', { name: listing.productName });

/** The profile's reviews section, read fresh (the page settled, so counts are final). */
async function openProfile(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  return page.getByRole('region', { name: R.reviewsHeading });
}

describe("a whole deal between two browsers (issue #19's Done when)", () => {
  it('When a buyer asks, the seller answers live, the buyer books and pays, the deal completes and both review, then the reviews reach the profile and card only after both wrote', {
    timeout: 300_000,
  }, async () => {
    const buyerView = await openAs(browser, buyer, 'desktop');
    const sellerView = await openAs(browser, seller, 'phone');
    const buyerPage = buyerView.page;
    const sellerPage = sellerView.page;
    buyerPage.setDefaultTimeout(30_000);
    sellerPage.setDefaultTimeout(30_000);

    // 1. The buyer asks the seller from the listing page.
    const question = 'Hello! Is the battery original, and can we meet at GEC Circle?';
    await buyerPage.goto(`/listings/${sold._id}`);
    const ask = buyerPage.getByRole('region', { name: M.askSeller });
    await ask.getByRole('button', { name: M.askSeller }).click();
    const askDialog = buyerPage.getByRole('dialog', { name: M.askSellerTitle(sold.productName) });
    await askDialog.getByLabel(M.labels.message, { exact: true }).fill(question);
    await askDialog.getByRole('button', { name: M.send }).click();
    await buyerPage.waitForURL('**/dashboard/conversations/*');
    const buyerLog = buyerPage.getByRole('log');
    await buyerLog.getByText(question).waitFor();

    // 2. The seller sees it on Messages, unread, and answers; the buyer's page shows it live.
    const answer = 'Yes, the battery is original. GEC Circle tomorrow evening works for me.';
    await sellerPage.goto('/dashboard/conversations');
    await sellerPage.getByRole('heading', { level: 1, name: M.title }).waitFor();
    const row = sellerPage.getByRole('link').filter({ hasText: sold.productName });
    await row.getByText(question).waitFor();
    await row.getByText(M.unreadCount(1)).waitFor();
    await row.click();
    const sellerLog = sellerPage.getByRole('log');
    await sellerLog.getByText(question).waitFor();
    await sellerPage.getByLabel(M.labels.message, { exact: true }).fill(answer);
    await sellerPage.getByRole('button', { name: M.send }).click();
    await sellerLog.getByText(answer).waitFor();
    // No reload on the buyer's side: the open conversation picks the answer up by itself.
    await buyerLog.getByText(answer).waitFor(LIVE);
    await expectAccessible(buyerPage);
    await expectAccessible(sellerPage);

    // 3. The buyer books and pays; the handoff code releases the deal.
    await bookOnListingPage(buyerPage, sold);
    await payInMyOrders(buyerPage, sold, LIVE);
    await releaseWithCode(buyerPage, sellerPage, sold);

    // 4. The buyer reviews; blind until the seller has written too.
    const buyerWords = 'Phone exactly as described, friendly handoff at the station.';
    const sellerWords = 'On time and paid through the site. Thank you!';
    await reviewDeal(buyerPage, '/dashboard/myorder', seller.name, buyerWords, LIVE);
    // The profile is reached from the seller's link on a listing page (the sold phone's page
    // says it was sold, so the phone still on sale).
    await buyerPage.goto(`/listings/${live._id}`);
    const sellerLink = buyerPage
      .getByRole('region', { name: LISTING_TEXTS.seller })
      .getByRole('link', { name: seller.name });
    await sellerLink.click();
    await buyerPage.waitForURL('**/sellers/*');
    const profilePath = new URL(buyerPage.url()).pathname;
    let reviews = await openProfile(buyerPage, profilePath);
    await reviews.getByText(R.noReviews).waitFor();
    expect(await buyerPage.getByText(buyerWords).count()).toBe(0);
    await cardOf(buyerPage, live).waitFor();
    expect(
      await cardOf(buyerPage, live)
        .getByText(/^Rated /)
        .count(),
    ).toBe(0);

    // 5. The seller reviews: both wrote, so the buyer's review and the rating publish.
    await reviewDeal(sellerPage, '/dashboard/mysell', buyer.name, sellerWords, LIVE);
    await expect
      .poll(
        async () => {
          reviews = await openProfile(buyerPage, profilePath);
          return reviews.getByText(buyerWords).count();
        },
        { ...LIVE, interval: 1_000 },
      )
      .toBe(1);
    await reviews
      .getByRole('img', { name: R.starsOf(5) })
      .first()
      .waitFor();
    const card = cardOf(buyerPage, live);
    await card.getByText(RATING_TEXTS.label(5, 1), { exact: true }).waitFor({ state: 'attached' });
    expect(RATING_TEXTS.label(5, 1)).toBe('Rated 5.0 out of 5 from 1 review');
    expect(await card.getByText('5.0 ★ (1)').count()).toBe(1);
    // An arm's-length deal: its review is not labelled as from an unverified one.
    expect(await reviews.getByText(R.unverifiedDeal).count()).toBe(0);

    // 6. Both pages pass axe, and neither browser saw a page error.
    await expectAccessible(buyerPage);
    expect(buyerView.errors).toEqual([]);
    expect(sellerView.errors).toEqual([]);
  });
});
