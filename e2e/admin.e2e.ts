import { ADMIN_TEXTS, CONFIRM_TEXTS, TEXTS } from '@phonebazaar/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openAsAdmin,
  reportAsNewBuyer,
  rowOf,
  sellerWithListing,
  uniqueName,
} from './support/admin.ts';
import { expectAccessible, launchBrowser, openPage, type ViewportName } from './support/browser.ts';
import { signUpThroughApi } from './support/identity.ts';

const A = ADMIN_TEXTS;
const T = TEXTS.titles;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SCREENS = [
  ['/dashboard/alluser', T.allUser],
  ['/dashboard/allseller', T.allSellers],
  ['/dashboard/allbuyers', T.allBuyers],
  ['/dashboard/allsell', T.allSell],
  ['/dashboard/reporteditems', T.reportedItems],
] as const;

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The list has loaded: rows of a table, cards on a phone, or an empty state. */
async function waitForList(page: Page) {
  await page
    .locator('table tbody tr')
    .or(page.locator('main section ul > li'))
    .or(page.getByText(/^No .+ yet$|^No reported listings$/))
    .first()
    .waitFor();
}

/** Confirms the open confirmation dialog with its action button. */
async function confirmDialog(page: Page, action: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe.each<ViewportName>(['phone', 'desktop'])('an admin on a %s', (viewport) => {
  it('When they open each admin screen, then it is titled, fits the screen and passes axe', async () => {
    const { page, context, errors } = await openAsAdmin(browser, viewport);
    for (const [path, title] of SCREENS) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await waitForList(page);
      await expect.poll(() => page.title()).toBe(`${title} - PhoneBazaar`);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    }
    // The confirmation dialog too, opened from a row's named button.
    await page.goto('/dashboard/allbuyers');
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await page.getByRole('dialog', { name: CONFIRM_TEXTS.deleteUser.title }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: CONFIRM_TEXTS.cancel }).click();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('admin actions in the browser', () => {
  it("When an admin verifies a seller, then the verified check shows on that seller's cards for visitors", async () => {
    const sellerName = uniqueName('Verify Me');
    const productName = uniqueName('Admin E2E Pixel 8');
    const seller = await openPage(browser, 'desktop');
    await sellerWithListing(seller.page, sellerName, productName);
    await seller.context.close();

    const visitor = await openPage(browser, 'desktop');
    await visitor.page.goto('/all-products');
    const card = visitor.page.getByRole('article', { name: productName });
    await card.getByText(sellerName).waitFor();
    expect(await card.getByRole('img', { name: TEXTS.verifiedSeller }).count()).toBe(0);

    const { page, context, errors } = await openAsAdmin(browser, 'desktop');
    await page.goto('/dashboard/allseller');
    await page.getByRole('button', { name: A.labels.verify(sellerName) }).click();
    await confirmDialog(page, CONFIRM_TEXTS.verifySeller.action);
    await page.getByText(TEXTS.toast.verifiedSeller).waitFor();
    await rowOf(page, sellerName).getByText(A.verified, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: A.labels.verify(sellerName) }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    await visitor.page.reload();
    await card.getByRole('img', { name: TEXTS.verifiedSeller }).waitFor();
    await visitor.context.close();
  });

  it('When an admin makes another user admin, then that user sees the admin menu', async () => {
    const name = uniqueName('Promote Me');
    const user = await openPage(browser, 'desktop');
    await signUpThroughApi(user.page, '', name);
    await user.page.goto('/dashboard');
    const menu = user.page.getByRole('navigation', { name: 'Dashboard' });
    await menu.getByRole('link', { name: TEXTS.dashboardMenu.myOrder }).waitFor();
    expect(await menu.getByRole('link', { name: TEXTS.dashboardMenu.allUser }).count()).toBe(0);

    const { page, context, errors } = await openAsAdmin(browser, 'desktop');
    await page.goto('/dashboard/alluser');
    await page.getByRole('button', { name: A.labels.makeAdmin(name) }).click();
    await confirmDialog(page, CONFIRM_TEXTS.makeAdmin.action);
    // Spec §8: Make Admin reuses the verify toast.
    await page.getByText(TEXTS.toast.verifiedSeller).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: A.labels.makeAdmin(name) }).count())
      .toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    await user.page.reload();
    await menu.getByRole('link', { name: TEXTS.dashboardMenu.allUser }).click();
    await user.page.getByRole('heading', { level: 1, name: T.allUser }).waitFor();
    await rowOf(user.page, name).first().waitFor();
    await user.context.close();
  });

  it('When an admin deletes a reported listing, then it leaves All Products', async () => {
    const productName = uniqueName('Admin E2E Galaxy S23');
    const seller = await openPage(browser, 'desktop');
    const { productId } = await sellerWithListing(
      seller.page,
      uniqueName('Reported Seller'),
      productName,
    );
    await seller.context.close();
    const buyer = await openPage(browser, 'desktop');
    await reportAsNewBuyer(buyer.page, productId, 'The photos are of a different phone');
    await buyer.context.close();

    const visitor = await openPage(browser, 'desktop');
    await visitor.page.goto('/all-products');
    await visitor.page.getByRole('article', { name: productName }).waitFor();

    const { page, context, errors } = await openAsAdmin(browser, 'desktop');
    await page.goto('/dashboard/reporteditems');
    const row = rowOf(page, productName);
    await row.getByText(A.reportCount(1)).waitFor();
    await row.getByText(A.reasonsSummary(1)).click();
    await row.getByText('The photos are of a different phone').waitFor();
    await page.getByRole('button', { name: A.labels.delete(productName) }).click();
    await confirmDialog(page, CONFIRM_TEXTS.deleteProduct.action);
    await page.getByText(TEXTS.toast.productDeleted).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();

    await visitor.page.reload();
    await visitor.page.getByRole('article').first().waitFor();
    expect(await visitor.page.getByRole('article', { name: productName }).count()).toBe(0);
    await visitor.context.close();
  });
});
