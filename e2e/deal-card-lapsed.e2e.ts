import { BUYING_TEXTS, DEAL_CARD_TEXTS } from '@phonebazaar/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from './support/app-server.ts';
import { expectAccessible, launchBrowser } from './support/browser.ts';
import { addListings, bookThroughApi, newAccount, openAs, uniqueName } from './support/buying.ts';
import { rowOf } from './support/deal.ts';

// Issue #37: the deal card of a booking whose hold ended unpaid, read on a phone (375 px). A
// hold ends by the clock, not by a write (bookings/booking-state.ts), so this file's server
// holds a booking for 0.003 h (about 11 s) instead of 24 h.
const HOLD_HOURS = 0.003;

let browser: Browser;
let server: AppServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startAppServer({ BOOKING_HOLD_HOURS: String(HOLD_HOURS) }),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

describe('a deal whose hold ended unpaid, on a phone (issue #37)', () => {
  it('When the hold passes unpaid, then both cards show booked then ended, with no next action and no phone to call', async () => {
    const where = { origin: server.baseURL };
    const seller = await newAccount(browser, 'seller', where);
    const buyer = await newAccount(browser, '', where);
    const [listing] = await addListings(browser, seller, [uniqueName('Phone Lapsed')]);
    await bookThroughApi(browser, buyer, listing!);
    const bookedAt = Date.now();
    const buyerView = await openAs(browser, buyer, 'phone');
    const sellerView = await openAs(browser, seller, 'phone');
    await new Promise((r) =>
      setTimeout(r, Math.max(0, bookedAt + HOLD_HOURS * 3_600_000 - Date.now()) + 1000),
    );

    const S = DEAL_CARD_TEXTS.steps;
    for (const [view, path] of [
      [buyerView, '/dashboard/myorder'],
      [sellerView, '/dashboard/mysell'],
    ] as const) {
      const { page } = view;
      await page.goto(path);
      const card = rowOf(page, listing!);
      const steps = card.getByRole('list', { name: DEAL_CARD_TEXTS.timeline });
      await steps.waitFor();
      for (const step of [S.booked, S.lapsed]) {
        await expect
          .poll(() => steps.locator('li[data-done="true"]', { hasText: step }).count())
          .toBe(1);
      }
      // Ended: nothing to do and no one to call, on either side.
      expect(await card.locator('.btn-primary:visible').count()).toBe(0);
      expect(await card.locator('a[href^="tel:"]').count()).toBe(0);
      // The card fits the phone: nothing wider than the viewport.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      await expectAccessible(page);
      expect(view.errors).toEqual([]);
    }
    expect(await rowOf(buyerView.page, listing!).textContent()).toContain(BUYING_TEXTS.lapsed);
    await Promise.all([buyerView.context.close(), sellerView.context.close()]);
  }, 120_000);
});
