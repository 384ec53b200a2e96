import {
  formatCount,
  MARKETPLACE_STAT_LABELS,
  type MarketplaceStats,
  TEXTS,
} from '@phonebazaar/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, type ViewportName } from './support/browser.ts';

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

describe.each<ViewportName>(['phone', 'desktop'])('a visitor on a %s', (viewport) => {
  it('When they open the home page, then they see the carousel, advertised phones and categories', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.goto('/');
    await expect.poll(() => page.title()).toBe('Home - PhoneBazaar');
    await page.getByText(TEXTS.carouselSlide).first().waitFor();
    expect(await page.getByRole('link', { name: TEXTS.getStarted }).count()).toBeGreaterThan(0);

    const advertised = page.getByRole('region', { name: 'Advertised Products' });
    await advertised.getByRole('article').first().waitFor();
    expect(await advertised.getByText(TEXTS.badges.advertisement).count()).toBeGreaterThan(0);

    const categoryLinks = page.locator('main a[href^="/categories/"]');
    await categoryLinks.first().waitFor();
    expect(await categoryLinks.count()).toBeGreaterThanOrEqual(6);
    // Issue #23 item 15: the numbers are the marketplace's own, as the API counts them.
    const stats = (await (await page.request.get('/api/stats')).json()) as MarketplaceStats;
    const strip = page.getByRole('region', { name: 'PhoneBazaar in Numbers' });
    for (const [key, label] of Object.entries(MARKETPLACE_STAT_LABELS)) {
      await strip.getByText(label, { exact: true }).waitFor();
      const value = formatCount(stats[key as keyof MarketplaceStats]);
      await strip.getByText(value, { exact: true }).first().waitFor();
    }
    expect(stats.listings).toBeGreaterThan(0);
    await page.getByText(/2022/).first().waitFor();

    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When they open a category, then its available phones show in the plain layout', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.goto('/');
    const first = page.locator('main a[href^="/categories/"]').first();
    const name = ((await first.textContent()) ?? '').trim();
    await first.click();
    await page.waitForURL(/\/categories\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(await page.getByText(TEXTS.badges.sold, { exact: true }).count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When they open all products, then every card is Available or Booked (never both) and Book now leads to login', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.goto('/all-products');
    await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    const count = await cards.count();
    expect(count).toBeGreaterThan(5);
    // Issue #23 item 7: a booked card says Booked in place of Available.
    const available = await page.getByText(TEXTS.badges.available, { exact: true }).count();
    const booked = await page.getByText(TEXTS.badges.booked, { exact: true }).count();
    expect(available + booked).toBe(count);
    expect(available).toBeGreaterThan(0);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await cards.first().getByRole('link', { name: TEXTS.bookNow }).click();
    await page.waitForURL(/\/login/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('prerendered storefront (decision 018)', () => {
  it('When a storefront page arrives, then its cards are in the HTML before any script runs, and the app adopts them', async () => {
    const { page, context, errors } = await openPage(browser, 'phone');
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // Hold the app's code back: what shows meanwhile is the server's HTML alone.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const loaded = page.goto('/all-products', { waitUntil: 'load' });
    const firstCard = page.getByRole('article').first();
    await firstCard.waitFor();
    expect(await page.title()).toBe('All Products - PhoneBazaar');
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    await firstCard.evaluate((card) => card.setAttribute('data-from-server', 'yes'));

    release();
    await loaded;
    // Live now: the visitor's Book now replaces the placeholder, on the very same element.
    await firstCard.getByRole('link', { name: TEXTS.bookNow }).waitFor();
    expect(await page.locator('article[data-from-server="yes"]').count()).toBe(1);
    await page.locator('header a[href="/"]:visible').first().click();
    await page.waitForURL(/\/$/);
    await page.getByRole('region', { name: 'Advertised Products' }).waitFor();
    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('static pages', () => {
  it('When a visitor opens the blog, then the four articles are there', async () => {
    const { page, context } = await openPage(browser, 'phone');
    await page.goto('/blog');
    await expect.poll(() => page.title()).toBe('Blog - PhoneBazaar');
    for (const topic of [
      /state management/i,
      /prototypal inheritance/i,
      /unit test/i,
      /angular/i,
    ]) {
      await page.getByRole('heading', { level: 2, name: topic }).first().waitFor();
    }
    await expectAccessible(page);
    await context.close();
  });

  it('When a visitor opens an unknown path, then the 404 page links home', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto('/no/such/page');
    await page.getByText(TEXTS.notFound).waitFor();
    await expectAccessible(page);
    await page.locator('main').getByRole('link', { name: /home/i }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('When a visitor opens an unknown category, then they get a clear not-found state', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto('/categories/00000000-0000-4000-8000-000000000000');
    await page
      .getByText(/category not found/i)
      .first()
      .waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('When the payment-complete page opens, then it says so and links home', async () => {
    const { page, context } = await openPage(browser, 'phone');
    await page.goto('/paymentcomplete');
    await page.getByText(TEXTS.paymentComplete).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
