import { TEXTS } from '@phonebazaar/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The home page with the Blog page's chunk answered 404 the first `missing` times, as the
 * server does for a chunk of a release it no longer keeps (decision 028). Returns the
 * addresses of the documents the tab loads.
 */
async function homeWithBlogChunkGone(page: Page, missing: number) {
  let asked = 0;
  await page.route(/\/assets\/blog-[\w-]+\.js$/, async (route) => {
    asked += 1;
    if (asked > missing) return route.continue();
    return route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"code":"NOT_FOUND"}',
    });
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  // The app has started (the click is a client-side navigation, not a page load).
  await page.waitForLoadState('networkidle');
  return { documents, asked: () => asked };
}

describe('A tab left open across a release (issue #23 item 4)', () => {
  it('When a page chunk of the release the tab started with is gone, then the link reloads the page once, at the address clicked to, and the page shows', async () => {
    const { page, context } = await openPage(browser);
    const tab = await homeWithBlogChunkGone(page, 1);

    await page.getByRole('banner').getByRole('link', { name: TEXTS.nav.blog }).click();

    await page.getByRole('heading', { level: 1, name: TEXTS.titles.blog }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/blog');
    expect(tab.documents).toEqual(['/', '/blog']);
    expect(tab.asked()).toBe(2);
    await context.close();
  });

  it("When the chunk is still missing after that reload, then the spec's error page shows and no second reload comes", async () => {
    const { page, context } = await openPage(browser);
    const tab = await homeWithBlogChunkGone(page, Number.POSITIVE_INFINITY);

    await page.getByRole('banner').getByRole('link', { name: TEXTS.nav.blog }).click();

    await page.getByRole('heading', { name: TEXTS.routeError }).waitFor();
    await page.getByRole('button', { name: TEXTS.nav.logout }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/blog');
    await page.waitForTimeout(500);
    expect(tab.documents).toEqual(['/', '/blog']);
    await context.close();
  });
});
