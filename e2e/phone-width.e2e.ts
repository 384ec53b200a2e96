import {
  BUYING_TEXTS,
  CONFIRM_TEXTS,
  DEAL_CARD_TEXTS,
  DEAL_TEXTS,
  DISPUTE_TEXTS,
  HEADER_TEXTS,
  OFFERS_TEXTS,
  REVIEW_TEXTS,
  TEXTS,
} from '@phonebazaar/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser } from './support/browser.ts';
import { addListings, bookThroughApi, newAccount, openAs, uniqueName } from './support/buying.ts';
import { payInMyOrders, releaseWithCode, rowOf } from './support/deal.ts';
import { DEMO, openSignedIn } from './support/selling.ts';

// Issue #37: what a person sees on a phone (375 px): a one-row header of 44 px targets, the
// Offers tabs, the review's stars, and a deal card with its timeline and one next action.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** Every visible link and button inside `scope` is at least 44 × 44 px. */
async function expectTargets(scope: Locator) {
  const controls = scope.locator('a:visible, button:visible');
  const n = await controls.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const control = controls.nth(i);
    const { width, height } = await box(control);
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
    expect(Math.round(height), `${name} height`).toBeGreaterThanOrEqual(44);
    expect(Math.round(width), `${name} width`).toBeGreaterThanOrEqual(44);
  }
}

/** The deal card shows its steps, and one primary action (or none). */
async function expectCard(page: Page, name: string, doneSteps: string[], primary: string | null) {
  const card = rowOf(page, { productName: name });
  const steps = card.getByRole('list', { name: DEAL_CARD_TEXTS.timeline });
  await steps.waitFor();
  for (const step of doneSteps) {
    await expect
      .poll(() => steps.locator('li[data-done="true"]', { hasText: step }).count())
      .toBe(1);
  }
  const primaries = card.locator('.btn-primary:visible');
  expect(await primaries.count()).toBe(primary ? 1 : 0);
  if (primary) expect(await primaries.first().textContent()).toBe(primary);
}

describe('a signed-in person on a phone (issue #37)', () => {
  it('When the demo buyer opens My Order, then the header is one row of 44 px targets, the avatar holds the menu, and the demo has messages and an offer', async () => {
    const { page, context, errors } = await openSignedIn(browser, DEMO.buyer, 'phone');
    await page.goto('/dashboard/myorder');
    await page.getByRole('heading', { level: 1, name: TEXTS.titles.myOrder }).waitFor();
    const header = page.getByRole('banner');
    const avatar = header.getByRole('button', { name: /^Account menu, / });
    await avatar.waitFor();
    await header.getByRole('link', { name: /^Notifications/ }).waitFor();
    expect((await box(header)).height).toBeLessThanOrEqual(64);
    await expectTargets(header);
    await expectAccessible(page);

    await avatar.click();
    const menu = page.locator(`#${await avatar.getAttribute('aria-controls')}`);
    await menu.getByRole('link', { name: TEXTS.dashboardMenu.myOrder }).waitFor();
    await menu.getByRole('button', { name: TEXTS.nav.logout }).waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await header.getByRole('button', { name: HEADER_TEXTS.openSearch }).click();
    await page.getByRole('combobox', { name: /search/i }).waitFor();

    // The demo data shows each feature at work: a conversation and a countered offer.
    await page.goto('/dashboard/conversations');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('Pixel 6a 128GB Sage').first().waitFor();

    await page.goto('/dashboard/offers');
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    const selected = page.getByRole('tab', { selected: true });
    const other = page.getByRole('tab', { selected: false });
    for (const tab of [selected, other]) expect((await box(tab)).height).toBeGreaterThanOrEqual(44);
    const look = (tab: Locator) =>
      tab.evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.backgroundColor} ${style.color} ${style.boxShadow}`;
      });
    expect(await look(selected)).not.toBe(await look(other));
    await page.getByText(OFFERS_TEXTS.statuses.countered).first().waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('When deals are booked, paid, released or cancelled, then each card shows its timeline and one next action, and the review shows five stars of 24 px', async () => {
    const seller = await newAccount(browser, 'seller');
    const buyer = await newAccount(browser, '');
    const names = ['Booked', 'Held', 'Released', 'Cancelled'].map((s) => uniqueName(`Phone ${s}`));
    const listings = await addListings(browser, seller, names);
    const [booked, held, released, cancelled] = listings as [
      (typeof listings)[0],
      (typeof listings)[0],
      (typeof listings)[0],
      (typeof listings)[0],
    ];
    const buyerView = await openAs(browser, buyer, 'phone');
    const sellerView = await openAs(browser, seller, 'phone');
    const page = buyerView.page;

    // A new account holds 3 unpaid bookings at most: the fourth after two are paid.
    for (const listing of [booked, held, released]) await bookThroughApi(browser, buyer, listing);
    await payInMyOrders(page, held);
    await payInMyOrders(page, released);
    await releaseWithCode(page, sellerView.page, released);
    await bookThroughApi(browser, buyer, cancelled);
    await page.goto('/dashboard/myorder');
    await rowOf(page, cancelled)
      .getByRole('button', { name: BUYING_TEXTS.cancelBookingOf(cancelled.productName) })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: CONFIRM_TEXTS.cancelBooking.action })
      .click();
    await page.getByText(BUYING_TEXTS.bookingCancelled).waitFor();

    const S = DEAL_CARD_TEXTS.steps;
    await expectCard(page, booked.productName, [S.booked], BUYING_TEXTS.makePayment);
    await expectCard(page, held.productName, [S.booked, S.paid], DEAL_TEXTS.showCode);
    await expectCard(page, cancelled.productName, [S.booked, S.cancelled], null);
    await expectCard(
      page,
      released.productName,
      [S.booked, S.paid, S.handedOver, S.released],
      DEAL_CARD_TEXTS.writeReview,
    );
    await expectAccessible(page);

    await sellerView.page.goto('/dashboard/mysell');
    await expectCard(sellerView.page, held.productName, [S.booked, S.paid], DEAL_TEXTS.enterCode);
    await expectCard(sellerView.page, booked.productName, [S.booked], null);
    await expectAccessible(sellerView.page);

    // The review's rating: five stars, each at least 24 px.
    await rowOf(page, released)
      .getByRole('button', { name: DEAL_CARD_TEXTS.writeReviewOf('Selim Seller') })
      .click();
    const dialog = page.getByRole('dialog');
    const stars = dialog.getByRole('radio', { name: /star/i });
    await stars.first().waitFor();
    expect(await stars.count()).toBe(5);
    for (let i = 0; i < 5; i++) {
      const { width, height } = await box(stars.nth(i));
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    }
    expect(REVIEW_TEXTS.starLabel(5)).toMatch(/star/i);
    await expectAccessible(page);

    expect(buyerView.errors).toEqual([]);
    expect(sellerView.errors).toEqual([]);
    await Promise.all([buyerView.context.close(), sellerView.context.close()]);
  }, 180_000);

  it('When deals are declined, refunded or disputed, then each card shows its timeline and at most one next action on both sides', async () => {
    const D = DEAL_TEXTS;
    const seller = await newAccount(browser, 'seller');
    const buyer = await newAccount(browser, '');
    const names = ['Refunded', 'Disputed'].map((s) => uniqueName(`Phone ${s}`));
    const [refunded, disputed] = (await addListings(browser, seller, names)) as [
      Awaited<ReturnType<typeof addListings>>[0],
      Awaited<ReturnType<typeof addListings>>[0],
    ];
    const buyerView = await openAs(browser, buyer, 'phone');
    const sellerView = await openAs(browser, seller, 'phone');
    const { page } = buyerView;
    for (const listing of [refunded, disputed]) {
      await bookThroughApi(browser, buyer, listing);
      await payInMyOrders(page, listing);
    }
    for (const listing of [refunded, disputed]) {
      await page.goto('/dashboard/myorder');
      await rowOf(page, listing)
        .getByRole('button', { name: D.declineOf(listing.productName) })
        .click();
      const dialog = page.getByRole('dialog', { name: D.declineTitle });
      await dialog.getByRole('radio', { name: D.reasons.undisclosed_defect }).check();
      await dialog.getByRole('button', { name: D.submitDecline }).click();
      await page.getByText(D.declined).first().waitFor();
    }
    const S = DEAL_CARD_TEXTS.steps;
    const declined = [S.booked, S.paid, S.declined];
    await expectCard(page, refunded.productName, declined, null);
    await expectAccessible(page);

    // The seller answers: one decline accepted (refunded), one contested with their side.
    const sp = sellerView.page;
    await sp.goto('/dashboard/mysell');
    await expectCard(sp, refunded.productName, declined, D.contest);
    await rowOf(sp, refunded)
      .getByRole('button', { name: D.acceptRefundOf(refunded.productName) })
      .click();
    await sp.getByRole('dialog').getByRole('button', { name: D.acceptRefund }).click();
    await sp.getByText(D.accepted).waitFor();
    await rowOf(sp, disputed)
      .getByRole('button', { name: D.contestOf(disputed.productName) })
      .click();
    const contest = sp.getByRole('dialog', { name: DISPUTE_TEXTS.contestTitle });
    await contest
      .getByLabel(DISPUTE_TEXTS.statementLabel)
      .fill('The phone had no scratch when I handed it over.');
    await contest.getByRole('button', { name: DISPUTE_TEXTS.contestSubmit }).click();
    await sp.getByText(D.contested).waitFor();
    await expectCard(sp, refunded.productName, [...declined, S.refunded], null);
    await expectCard(sp, disputed.productName, [...declined, S.disputed], null);
    await expectAccessible(sp);

    await page.goto('/dashboard/myorder');
    await expectCard(page, refunded.productName, [...declined, S.refunded], null);
    await expectCard(
      page,
      disputed.productName,
      [...declined, S.disputed],
      DISPUTE_TEXTS.writeSide,
    );
    await expectAccessible(page);
    for (const view of [buyerView, sellerView]) {
      const width = await view.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    }
    expect(buyerView.errors).toEqual([]);
    expect(sellerView.errors).toEqual([]);
    await Promise.all([buyerView.context.close(), sellerView.context.close()]);
  }, 240_000);
});
