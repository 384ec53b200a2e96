import { RATING_TEXTS, REVIEW_TAG_LABELS, REVIEW_TEXTS } from '@phonebazaar/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServer } from './support/app-server.ts';
import { armsLengthPeople } from './support/arms-length.ts';
import { expectAccessible, launchBrowser } from './support/browser.ts';
import {
  type Account,
  addListings,
  bookThroughApi,
  type Listing,
  openAs,
  uniqueName,
} from './support/buying.ts';
import { payInMyOrders, releaseWithCode, reviewDeal } from './support/deal.ts';

// Issue #19: after a released deal each side reviews the other, each in their own browser;
// a review stays off the profile until both have written theirs, then both publish. The two
// are distinct people by decision 055's evidence (support/arms-length.ts), so the deal counts.
const T = REVIEW_TEXTS;

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
  // The second phone stays on sale: its card carries the seller's rating.
  [sold, live] = (await addListings(browser, seller, [
    uniqueName('Pixel 6 reviewed'),
    uniqueName('Pixel 6a on sale'),
  ])) as [Listing, Listing];
  // Two server starts (support/arms-length.ts) on top of the sign-ups.
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The signed-in person's marketplace id (the access token's subject), as profiles name it. */
async function userId(page: Page, account: Account): Promise<string> {
  const reply = await page.request.get(`/api/jwt?email=${encodeURIComponent(account.email)}`);
  const { geniusToken } = (await reply.json()) as { geniusToken: string };
  const payload = geniusToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}

/** The reviews section of a profile, read fresh. */
async function openProfile(page: Page, id: string) {
  await page.goto(`/sellers/${encodeURIComponent(id)}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  return page.getByRole('region', { name: T.reviewsHeading });
}

describe('reviews from a real deal in the browser (issue #19)', () => {
  it('When both sides of a released deal review each other, then the reviews publish only after both wrote, on the profiles and the cards', {
    timeout: 300_000,
  }, async () => {
    const buyerView = await openAs(browser, buyer, 'desktop');
    const sellerView = await openAs(browser, seller, 'phone');
    const buyerPage = buyerView.page;
    const sellerPage = sellerView.page;
    buyerPage.setDefaultTimeout(30_000);
    sellerPage.setDefaultTimeout(30_000);

    await bookThroughApi(browser, buyer, sold);
    await payInMyOrders(buyerPage, sold);
    await releaseWithCode(buyerPage, sellerPage, sold);

    const buyerWords = 'Phone exactly as described, friendly handoff at the station.';
    const sellerWords = 'On time and paid through the site. Thank you!';
    await reviewDeal(buyerPage, '/dashboard/myorder', seller.name, buyerWords, {
      checkAccessible: true,
    });

    // Written but blind: the seller's profile does not show it yet.
    const sellerId = await userId(sellerPage, seller);
    let reviews = await openProfile(buyerPage, sellerId);
    await reviews.getByText(T.noReviews).waitFor();
    expect(await buyerPage.getByText(buyerWords).count()).toBe(0);

    await reviewDeal(sellerPage, '/dashboard/mysell', buyer.name, sellerWords, {
      checkAccessible: true,
    });

    // Both wrote: the buyer's review is on the seller's profile, the seller's on the buyer's.
    await expect
      .poll(
        async () => {
          reviews = await openProfile(buyerPage, sellerId);
          return reviews.getByText(buyerWords).count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    await reviews
      .getByRole('img', { name: T.starsOf(5) })
      .first()
      .waitFor();
    await reviews.getByText(REVIEW_TAG_LABELS.as_described).first().waitFor();
    // An arm's-length deal: its review is not labelled as from an unverified one.
    expect(await reviews.getByText(T.unverifiedDeal).count()).toBe(0);
    // The seller's phone still on sale carries the rating on its card.
    const card = buyerPage.getByRole('article', { name: live.productName });
    await card.getByText(RATING_TEXTS.label(5, 1)).waitFor({ state: 'attached' });
    await expectAccessible(buyerPage);

    const buyerId = await userId(buyerPage, buyer);
    const other = await openProfile(sellerPage, buyerId);
    await other.getByText(sellerWords).waitFor();
    await expectAccessible(sellerPage);

    // The seller replies once, on their own profile.
    reviews = await openProfile(sellerPage, sellerId);
    await reviews.getByRole('button', { name: T.reply, exact: true }).click();
    await reviews.getByLabel(T.replyLabel).fill('Thanks, enjoy the Pixel!');
    await expectAccessible(sellerPage);
    // A phone's width: nothing scrolls sideways.
    const overflow = await sellerPage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await reviews.getByRole('button', { name: T.replySubmit }).click();
    await reviews.getByText('Thanks, enjoy the Pixel!').waitFor();
    expect(await reviews.getByRole('button', { name: T.reply, exact: true }).count()).toBe(0);

    // The listing page of the phone on sale shows the seller's rating too.
    await buyerPage.goto(`/listings/${live._id}`);
    await buyerPage.getByText(RATING_TEXTS.label(5, 1)).first().waitFor({ state: 'attached' });

    expect(buyerView.errors).toEqual([]);
    expect(sellerView.errors).toEqual([]);
  });
});
