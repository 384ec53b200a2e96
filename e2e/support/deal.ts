import {
  BUYING_TEXTS,
  DEAL_CARD_TEXTS,
  DEAL_TEXTS,
  REVIEW_TAG_LABELS,
  REVIEW_TEXTS,
  TEXTS,
} from '@phonebazaar/shared';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible } from './browser.ts';
import type { Listing } from './buying.ts';

// The steps of a held deal (issue #18) and its reviews (issue #19) as the browser tests walk
// them: one place, so each journey test says what it checks rather than how to click.
const B = BUYING_TEXTS;
const D = DEAL_TEXTS;
const R = REVIEW_TEXTS;

/** The settlement badge's whole text, as screen readers hear it ("Payment: Held"). */
export const settlementBadge = (settlement: keyof typeof D.settlement) =>
  `${D.settlementLabel}: ${D.settlement[settlement]}`;

/** The deal card (My Orders, My Sell; issue #37) of the listing. */
export const rowOf = (page: Page, listing: Pick<Listing, 'productName'>) =>
  page.getByRole('article', { name: DEAL_CARD_TEXTS.dealOf(listing.productName) });

/** Books the listing from its own page's Book now, as the booking dialog asks. */
export async function bookOnListingPage(page: Page, listing: Listing) {
  await page.goto(`/listings/${listing._id}`);
  await page.getByRole('button', { name: TEXTS.bookNow }).first().click();
  const dialog = page.getByRole('dialog', { name: B.bookTitle(listing.productName) });
  await dialog.getByLabel(B.buyerNumber).fill('+8801798000000');
  await dialog.getByLabel(B.meetingLocation).fill('GEC Circle, in front of Central Plaza');
  await dialog.getByRole('button', { name: B.submitBooking }).click();
  await page.getByText(TEXTS.toast.booked).waitFor();
  await page.waitForURL('**/dashboard/myorder');
}

/**
 * Pays a booked listing from its row in My Orders with the sandbox's 4242 card, and waits for
 * the payment-complete page. `toast`: also wait for the "payment completed" toast.
 */
export async function payInMyOrders(
  page: Page,
  listing: Pick<Listing, 'productName'>,
  {
    toast = false,
    timeout = 15_000,
    beforePay,
  }: { toast?: boolean; timeout?: number; beforePay?: (page: Page) => Promise<void> } = {},
) {
  if (!page.url().endsWith('/dashboard/myorder')) await page.goto('/dashboard/myorder');
  await rowOf(page, listing).getByRole('link', { name: B.makePayment }).click();
  await page.getByRole('heading', { level: 1, name: TEXTS.checkOut }).waitFor();
  await page.getByLabel(B.cardNumber).fill('4242 4242 4242 4242');
  await page.getByLabel(B.cardExpiry).fill('12/34');
  await page.getByLabel(B.cardCvc).fill('123');
  const pay = page.getByRole('button', { name: /^Pay/ });
  await expect.poll(() => pay.isEnabled(), { timeout }).toBe(true);
  await beforePay?.(page);
  await pay.click();
  if (toast) await page.getByText(TEXTS.toast.paymentCompleted).waitFor();
  await page.waitForURL((url) => url.pathname === '/paymentcomplete');
}

/** The buyer ticks the checklist in My Orders and reads the 6-digit handoff code. */
export async function readHandoffCode(page: Page, listing: Pick<Listing, 'productName'>) {
  await page.goto('/dashboard/myorder');
  const row = rowOf(page, listing);
  await row.getByText(settlementBadge('held'), { exact: true }).waitFor();
  await row.getByRole('button', { name: D.showCodeOf(listing.productName) }).click();
  const dialog = page.getByRole('dialog', { name: D.codeTitle });
  await dialog.getByRole('checkbox').first().waitFor();
  for (const box of await dialog.getByRole('checkbox').all()) await box.check();
  await dialog.getByRole('button', { name: D.revealCode }).click();
  const shown = dialog.locator('[data-handoff-code] [aria-hidden="true"]');
  await shown.waitFor();
  const code = ((await shown.textContent()) ?? '').trim();
  expect(code).toMatch(/^\d{6}$/);
  return { code, dialog };
}

/** The buyer reads the handoff code in My Orders; the seller enters it in My Sell: released. */
export async function releaseWithCode(
  buyerPage: Page,
  sellerPage: Page,
  listing: Pick<Listing, 'productName'>,
) {
  const { code, dialog } = await readHandoffCode(buyerPage, listing);
  await dialog.getByRole('button', { name: D.close }).click();

  await sellerPage.goto('/dashboard/mysell');
  const sellerRow = rowOf(sellerPage, listing);
  await sellerRow.getByRole('button', { name: D.enterCodeOf(listing.productName) }).click();
  const enter = sellerPage.getByRole('dialog', { name: D.enterCode });
  await enter.getByLabel(D.codeLabel).fill(code);
  await enter.getByRole('button', { name: D.confirmHandoff }).click();
  await sellerPage.getByText(D.released).waitFor();
  await sellerRow.getByText(settlementBadge('released'), { exact: true }).waitFor();
}

/**
 * Opens the deals-to-review panel on `path` (it shows once the release is in) and reviews the
 * deal with `other`: 5 stars, "as described" answered yes by a buyer (issue #45: a question
 * only the buyer is asked), `text`. `checkAccessible`: run axe on the dialog. The toast says
 * whether the review waits for the other side or went live with theirs.
 */
export async function reviewDeal(
  page: Page,
  path: string,
  other: string,
  text: string,
  { checkAccessible = false, timeout = 30_000 } = {},
) {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        return page.getByRole('button', { name: R.writeFor(other) }).count();
      },
      { timeout, interval: 1_000 },
    )
    // The deals-to-review panel's and, since issue #37, the deal card's own next action.
    .toBeGreaterThanOrEqual(1);
  await page
    .getByRole('button', { name: R.writeFor(other) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: R.dialogTitle(other) });
  await dialog.getByRole('radio', { name: R.starLabel(5) }).check();
  const question = dialog.getByRole('group', { name: R.asDescribedQuestion });
  if ((await question.count()) > 0) {
    await question.getByRole('radio', { name: R.asDescribedYes }).check();
  } else {
    // The seller's side: chips about the buyer, and no "as described".
    await dialog.getByRole('checkbox', { name: REVIEW_TAG_LABELS.paid_on_time }).check();
  }
  await dialog.getByLabel(R.labels.text).fill(text);
  if (checkAccessible) await expectAccessible(page);
  await dialog.getByRole('button', { name: R.submit }).click();
  await page.getByText(R.sent).or(page.getByText(R.sentPublished)).waitFor();
  // Every "Write a review" for this deal goes once it is written (panel and card alike).
  await expect
    .poll(() => page.getByRole('button', { name: R.writeFor(other) }).count(), { timeout })
    .toBe(0);
}
