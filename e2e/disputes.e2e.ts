import { DEAL_TEXTS, DISPUTE_TEXTS, NOTIFICATION_TEXTS } from '@phonebazaar/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAsAdmin } from './support/admin.ts';
import { expectAccessible, launchBrowser } from './support/browser.ts';
import {
  type Account,
  addListings,
  bearer,
  type Listing,
  newAccount,
  openAs,
  uniqueName,
} from './support/buying.ts';
import { bookOnListingPage, payInMyOrders, rowOf, settlementBadge } from './support/deal.ts';
import { AVATAR_PNG } from './support/identity.ts';

// Issue #46 item 1: a dispute both sides state, and the admin's case page, on the embedded
// default (PGlite, sandbox payments, mail to the outbox).
const D = DEAL_TEXTS;
const X = DISPUTE_TEXTS;

let browser: Browser;
let seller: Account;
let buyer: Account;
let listing: Listing;

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await newAccount(browser, 'seller');
  buyer = await newAccount(browser, '');
  [listing] = (await addListings(browser, seller, [uniqueName('Galaxy S22 dispute')])) as [Listing];
});
afterAll(async () => {
  await browser?.close();
});

/** The buyer asks and the seller answers on the listing, through the API. */
async function talk(buyerPage: Page, sellerPage: Page) {
  const started = await buyerPage.request.post('/api/conversations', {
    headers: await bearer(buyerPage, buyer.email),
    data: { listingId: listing._id, text: 'Is the screen free of marks?' },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { conversation } = (await started.json()) as { conversation: { id: string } };
  const reply = await sellerPage.request.post(`/api/conversations/${conversation.id}/messages`, {
    headers: await bearer(sellerPage, seller.email),
    data: { text: 'Yes, not a scratch; it has had a protector since day one.' },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

async function decline(page: Page) {
  await page.goto('/dashboard/myorder');
  const row = rowOf(page, listing);
  await row.getByRole('button', { name: D.declineOf(listing.productName) }).click();
  const dialog = page.getByRole('dialog', { name: D.declineTitle });
  await dialog.getByRole('radio', { name: D.reasons.undisclosed_defect }).check();
  await dialog.getByLabel(D.note).fill('A deep scratch across the screen, not in the photos.');
  await dialog.getByRole('button', { name: D.submitDecline }).click();
  await page.getByText(D.declined).waitFor();
  await row.getByText(settlementBadge('declined'), { exact: true }).waitFor();
}

/** The seller contests from My Sell with their side and a photo. */
async function contest(page: Page, text: string) {
  await page.goto('/dashboard/mysell');
  const sale = rowOf(page, listing);
  await sale.getByRole('button', { name: D.contestOf(listing.productName) }).click();
  const dialog = page.getByRole('dialog', { name: X.contestTitle });
  await dialog.getByLabel(X.statementLabel).fill(text);
  await dialog.getByLabel(X.photos).setInputFiles(AVATAR_PNG);
  await dialog.getByRole('img', { name: X.photoAlt(1) }).waitFor();
  await expect.poll(() => dialog.getByText(X.photoUploading).count()).toBe(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: X.contestSubmit }).click();
  await page.getByText(D.contested).waitFor();
  await sale.getByText(settlementBadge('disputed'), { exact: true }).waitFor();
  await sale.getByText(text).waitFor();
  await sale.getByText(X.otherWaiting.seller).waitFor();
  await expectAccessible(page);
}

/** The buyer reads that the seller has stated and gives their own side. */
async function buyerStates(page: Page, text: string) {
  await page.goto('/dashboard/myorder');
  const row = rowOf(page, listing);
  await row.getByText(X.otherStated.buyer).waitFor();
  await row.getByRole('button', { name: X.writeSideOf(listing.productName) }).click();
  const dialog = page.getByRole('dialog', { name: X.writeSide });
  await dialog.getByLabel(X.statementLabel).fill(text);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: X.submit }).click();
  await page.getByText(X.sent).waitFor();
  await row.getByText(text).waitFor();
}

describe('a dispute both sides state (issue #46)', () => {
  it('When a buyer declines and the seller contests with their side and a photo, then the admin reads both sides beside the listing as booked and the conversation, decides, and both sides read the decision and its reason', {
    timeout: 300_000,
  }, async () => {
    const buyerView = await openAs(browser, buyer, 'desktop');
    const sellerView = await openAs(browser, seller, 'tablet');
    for (const view of [buyerView, sellerView]) view.page.setDefaultTimeout(30_000);
    await talk(buyerView.page, sellerView.page);
    await bookOnListingPage(buyerView.page, listing);
    await payInMyOrders(buyerView.page, listing);
    await decline(buyerView.page);

    const sellerSide = 'The screen was spotless at the handoff; the photo is from that morning.';
    const buyerSide = 'The scratch shows under the protector once it is peeled off.';
    await contest(sellerView.page, sellerSide);
    await buyerStates(buyerView.page, buyerSide);

    // The admin opens the case from the Disputes list.
    const admin = await openAsAdmin(browser, 'desktop');
    const { page } = admin;
    page.setDefaultTimeout(30_000);
    await page.goto('/dashboard/disputes');
    await page
      .getByRole('article', { name: listing.productName })
      .getByRole('link', { name: X.caseLinkOf(listing.productName) })
      .click();
    await page.getByRole('heading', { level: 1, name: X.caseTitle(listing.productName) }).waitFor();
    const buyerCol = page.getByRole('article', { name: X.sideHeading.buyer });
    const sellerCol = page.getByRole('article', { name: X.sideHeading.seller });
    await buyerCol.getByText(buyerSide).waitFor();
    await buyerCol.getByText('A deep scratch across the screen, not in the photos.').waitFor();
    await sellerCol.getByText(sellerSide).waitFor();
    await sellerCol.getByRole('link', { name: X.photoLink(1) }).waitFor();
    // Side by side: the two statements share a row on a desktop screen.
    const [b, s] = await Promise.all([buyerCol.boundingBox(), sellerCol.boundingBox()]);
    expect(b && s && Math.abs(b.y - s.y) < 4 && b.x < s.x).toBe(true);
    const booked = page.getByRole('region', { name: X.bookedHeading });
    await booked.getByText(/^As it was when booked, /).waitFor();
    await booked.getByText(listing.productName, { exact: true }).waitFor();
    await booked.getByText(/^\$540(\.00)?$/).waitFor();
    await booked.getByText('Battery 94%, always in a case, charger included.').waitFor();
    await booked.getByRole('link', { name: X.bookedPhotoAlt(1) }).waitFor();
    const conversation = page.getByRole('region', { name: X.conversationHeading });
    await conversation.getByText('Is the screen free of marks?').waitFor();
    await conversation.getByText(/not a scratch; it has had a protector/).waitFor();
    const timeline = page.getByRole('region', { name: X.timelineHeading });
    for (const event of ['booked', 'paid', 'declined', 'opened'] as const) {
      await timeline.getByText(X.timeline[event], { exact: true }).waitFor();
    }
    await expectAccessible(page);

    const reason = 'The listing photos show no scratch and the seller’s photo matches them.';
    await page.getByRole('button', { name: D.disputes.resolveOf(listing.productName) }).click();
    const resolve = page.getByRole('dialog', {
      name: D.disputes.resolveTitle(listing.productName),
    });
    await resolve.getByRole('radio', { name: D.disputes.outcomes.release }).check();
    await resolve.getByLabel(D.disputes.note).fill(reason);
    await expectAccessible(page);
    await resolve.getByRole('button', { name: D.disputes.submit }).click();
    await page.getByText(D.disputes.resolvedToast).waitFor();
    const decision = page.getByRole('region', { name: X.decision });
    await decision.getByText(D.disputes.decided.release).waitFor();
    await decision.getByText(reason).waitFor();
    await page
      .getByRole('region', { name: X.timelineHeading })
      .getByText(X.timeline.decided)
      .waitFor();
    await expectAccessible(page);

    // Both sides read the decision and its reason on their deal card, and were told.
    for (const [view, path] of [
      [buyerView, '/dashboard/myorder'],
      [sellerView, '/dashboard/mysell'],
    ] as const) {
      await view.page.goto(path);
      const row = rowOf(view.page, listing);
      await row.getByText(settlementBadge('released'), { exact: true }).waitFor();
      const panel = row.getByRole('region', { name: X.panelTitle });
      await panel.getByText(X.outcome.release).waitFor();
      await panel.getByText(reason).waitFor();
      await expectAccessible(view.page);
      await view.page.goto('/dashboard/notifications');
      await view.page
        .getByRole('heading', { level: 1, name: NOTIFICATION_TEXTS.page.title })
        .waitFor();
      await view.page.getByText(`Reason: ${reason}`).first().waitFor();
    }
    expect(buyerView.errors).toEqual([]);
    expect(sellerView.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await Promise.all([
      buyerView.context.close(),
      sellerView.context.close(),
      admin.context.close(),
    ]);
  });
});
