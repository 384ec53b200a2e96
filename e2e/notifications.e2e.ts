import { ADMIN_TEXTS, CONFIRM_TEXTS, NOTIFICATION_TEXTS, TEXTS } from '@phonebazaar/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAsAdmin, sellerWithListing, uniqueName } from './support/admin.ts';
import { expectAccessible, launchBrowser, openPage, type ViewportName } from './support/browser.ts';
import { addListings, bookThroughApi, newAccount, openAs } from './support/buying.ts';

const N = NOTIFICATION_TEXTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.each<ViewportName>(['phone', 'desktop'])('notifications on a %s', (viewport) => {
  it('When a buyer books a phone, then the bell counts it, the page shows it, and marking it read clears the count', async () => {
    const seller = await newAccount(browser, 'seller');
    const buyer = await newAccount(browser, '');
    const [listing] = await addListings(browser, seller, [uniqueName('Bell Pixel')]);
    await bookThroughApi(browser, buyer, listing!);

    const { page, context, errors } = await openAs(browser, buyer, viewport);
    await page.goto('/');
    const bell = page.getByRole('link', { name: N.bell.label(1) });
    await bell.waitFor();
    await bell.click();
    await page.getByRole('heading', { level: 1, name: N.page.title }).waitFor();
    const title = `You booked ${listing!.productName}`;
    await page.getByRole('heading', { name: new RegExp(title) }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: N.page.markReadOf(title) }).click();
    await page.getByText(N.page.unreadCount(0)).waitFor();
    // The bell lives in the main navigation (the dashboard menu has a link of that name too).
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: N.bell.label(0), exact: true })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the audit log in the browser', () => {
  it('When an admin verifies a seller, then the Audit Log shows it, fits a phone and passes axe', async () => {
    const sellerName = uniqueName('Audited');
    const seller = await openPage(browser, 'desktop');
    await sellerWithListing(seller.page, sellerName, uniqueName('Audit Phone'));
    await seller.context.close();

    const admin = await openAsAdmin(browser, 'desktop');
    await admin.page.goto('/dashboard/allseller');
    await admin.page.getByRole('button', { name: ADMIN_TEXTS.labels.verify(sellerName) }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog
      .getByRole('button', { name: CONFIRM_TEXTS.verifySeller.action, exact: true })
      .click();
    await admin.page.getByText(TEXTS.toast.verifiedSeller).waitFor();
    await admin.context.close();

    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, context, errors } = await openAsAdmin(browser, viewport);
      await page.goto('/dashboard/audit-log');
      await page.getByRole('heading', { level: 1, name: N.audit.title }).waitFor();
      await page
        .getByRole('table', { name: N.audit.caption })
        .getByText('seller.verify')
        .first()
        .waitFor();
      await expect.poll(() => page.title()).toBe(`${N.audit.title} - PhoneBazaar`);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
