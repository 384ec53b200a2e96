import type { Offer } from '@phonebazaar/shared';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL } from './browser.ts';
import { type Account, bearer, type Listing } from './buying.ts';

/**
 * One offer move through the API as `account` (the Offers page has its own browser test):
 * POST `path` with `data`, expecting 200, and the offer as it now is.
 */
async function offerCall(browser: Browser, account: Account, path: string, data: object) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    storageState: account.storageState,
  });
  try {
    const page = await context.newPage();
    const reply = await page.request.post(path, {
      headers: await bearer(page, account.email),
      data,
    });
    expect(reply.status(), await reply.text()).toBe(200);
    return (await reply.json()) as Offer;
  } finally {
    await context.close();
  }
}

/** The buyer's offer on a listing, in dollars. */
export const offerThroughApi = (
  browser: Browser,
  buyer: Account,
  listing: Listing,
  amount: number,
) =>
  offerCall(browser, buyer, '/api/offers', {
    listingId: listing._id,
    amount,
    buyerNumber: '+8801798000000',
    meetingLocation: 'GEC Circle, in front of Central Plaza',
  });

/** The seller's counter to an offer, in dollars. */
export const counterThroughApi = (
  browser: Browser,
  seller: Account,
  offer: Offer,
  amount: number,
) => offerCall(browser, seller, `/api/offers/${encodeURIComponent(offer.id)}/counter`, { amount });
