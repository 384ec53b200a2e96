import { TEXTS } from '@phonebazaar/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { logInThroughForm } from './support/identity.ts';
import { DEMO, openSignedIn } from './support/selling.ts';

// Issue #23: the journeys a person walks every day, at phone width.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every visible button and button-styled link on the page smaller than 44 px either way. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const elements = document.querySelectorAll<HTMLElement>('button, a.btn, [role="button"]');
    for (const element of Array.from(elements)) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width < 44 || box.height < 44) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
        found.push(`${name || element.outerHTML.slice(0, 60)}: ${box.width}x${box.height}`);
      }
    }
    return found;
  });
}

describe('tap targets at 375 px (item 16)', () => {
  it('When a visitor uses the home page, then every button is at least 44 px', async () => {
    const { page, context } = await openPage(browser, 'phone');
    await page.goto('/');
    await page.getByRole('button', { name: 'Go to slide 2' }).waitFor();
    expect(await smallTargets(page)).toEqual([]);
    await context.close();
  });

  it('When a seller opens My Products, then every button is at least 44 px', async () => {
    const { page, context } = await openSignedIn(browser, DEMO.seller, 'phone');
    await page.goto('/dashboard/myproduct');
    await page.getByRole('article').first().waitFor();
    expect(await smallTargets(page)).toEqual([]);
    await context.close();
  });

  it('When an admin opens All User, then every button is at least 44 px', async () => {
    const { page, context } = await openSignedIn(browser, DEMO.admin, 'phone');
    await page.goto('/dashboard/alluser');
    await page.getByRole('list', { name: 'Every account, newest first' }).waitFor();
    expect(await smallTargets(page)).toEqual([]);
    await context.close();
  });

  it('When a buyer opens the booking form, then its close button is at least 44 px', async () => {
    const { page, context } = await openSignedIn(browser, DEMO.buyer, 'phone');
    await page.goto('/all-products');
    const book = page.getByRole('button', { name: TEXTS.bookNow }).and(page.locator(':enabled'));
    await book.first().click();
    await page.getByRole('dialog').waitFor();
    expect(await smallTargets(page)).toEqual([]);
    await context.close();
  });
});

describe('two phones per row at 375 px (item 16)', () => {
  it('When a visitor turns on two phones per row, then at least twice as many cards start in the first screen', async () => {
    const { page, context } = await openPage(browser, 'phone');
    await page.goto('/all-products');
    await page.getByRole('article').first().waitFor();
    const inFirstScreen = () =>
      page.evaluate(
        () =>
          Array.from(document.querySelectorAll('main article')).filter(
            (card) => card.getBoundingClientRect().top < window.innerHeight,
          ).length,
      );
    const before = await inFirstScreen();
    const toggle = page.getByRole('checkbox', { name: 'Two phones per row' });
    // The prerendered page shows before React adopts it: a click meanwhile is not heard (on a
    // busy machine the adoption takes seconds since the navbar's search box came first).
    const adopted = () =>
      toggle.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')));
    await expect.poll(adopted, { timeout: 30_000 }).toBe(true);
    await toggle.check();
    await expect.poll(inFirstScreen).toBeGreaterThanOrEqual(Math.max(4, before * 2));
    await context.close();
  });
});

describe('Book now, then sign in (item 12)', () => {
  it("When a visitor presses Book now and signs in, then the same listing's booking form is open", async () => {
    const { page, context, errors } = await openPage(browser, 'phone');
    await page.goto('/all-products');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByText(TEXTS.badges.available, { exact: true }) })
      .first();
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.getByRole('link', { name: TEXTS.bookNow }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await logInThroughForm(page, DEMO.buyer, DEMO.password);

    await page.getByRole('dialog', { name: `Book ${name}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/all-products');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});
