import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ViewportName } from './browser.ts';
import { signUpThroughApi } from './identity.ts';
import { addListingThroughApi, DEMO, openSignedIn } from './selling.ts';

/** A name no other test uses, so rows and cards can be found by it. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomBytes(3).toString('hex')}`;
}

/** A fresh page at `viewport` whose context is signed in as the demo admin. */
export function openAsAdmin(browser: Browser, viewport: ViewportName = 'desktop') {
  return openSignedIn(browser, DEMO.admin, viewport);
}

/**
 * A new seller (signed in in `page`'s context) with one listing: the admin tests act on
 * people and listings of their own, never on the shared demo ones other files rely on.
 */
export async function sellerWithListing(page: Page, sellerName: string, productName: string) {
  const email = await signUpThroughApi(page, 'seller', sellerName);
  const { _id } = await addListingThroughApi(page, email, productName);
  return { email, productId: _id };
}

/** A new buyer (signed in in `page`'s context) reports the listing through the API. */
export async function reportAsNewBuyer(page: Page, productId: string, reason: string) {
  const email = await signUpThroughApi(page, '', uniqueName('Reporter'));
  const token = await page.request.get(`/api/jwt?email=${encodeURIComponent(email)}`);
  const { geniusToken } = (await token.json()) as { geniusToken: string };
  const reply = await page.request.put(`/api/report/${productId}`, {
    headers: { authorization: `Bearer ${geniusToken}` },
    data: { reason },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  expect(((await reply.json()) as { modifiedCount: number }).modifiedCount).toBe(1);
}

/**
 * The row (table) or card (phone) of an admin list that names `name`: in the page's main
 * content, since the header's account menu (issue #37) names the signed-in person too.
 */
export function rowOf(page: Page, name: string) {
  return page.locator('main').locator('tr, li').filter({ hasText: name });
}
