import { SAVED_SEARCHES_TEXTS, STALE_TEXTS, TEXTS } from '@phonebazaar/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage } from './support/browser.ts';
import { DEMO, openSignedIn } from './support/selling.ts';

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

/** Records every script the tab loads, from now on: the chunks of "its" release. */
function recordScripts(page: Page) {
  const loaded = new Set<string>();
  page.on('response', (response) => {
    if (/\/assets\/[\w-]+\.js$/.test(response.url()) && response.ok()) loaded.add(response.url());
  });
  return loaded;
}

/**
 * The app's script chunks that the tab has not loaded yet answered 404 from now on (`times`
 * of them at most), as the server does once the release the tab started with is gone
 * (decision 028). What the tab already has stays (the browser's cache would give it anyway).
 * Returns the addresses of the documents the tab loads from now on.
 */
async function blockNewChunks(page: Page, loaded: Set<string>, times = Number.POSITIVE_INFINITY) {
  let blocked = 0;
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    if (blocked >= times || loaded.has(route.request().url())) return route.continue();
    blocked += 1;
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{}' });
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

/** The demo seller on the home page, signed in, the account controls drawn. */
async function sellerAtHome() {
  const opened = await openSignedIn(browser, DEMO.seller);
  const loaded = recordScripts(opened.page);
  await opened.page.goto('/');
  await opened.page.getByRole('button', { name: /^Account menu, / }).waitFor();
  await opened.page.waitForLoadState('networkidle');
  return { ...opened, loaded };
}

const dashboardLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: TEXTS.nav.dashboard });

describe('A signed-in tab left open across a release (issue #46 item 3)', () => {
  it('When the chunks are gone and Dashboard is clicked, then the tab loads /dashboard once and shows it, the header intact', async () => {
    const { page, context, loaded } = await sellerAtHome();
    // Only the first chunk asked for fails: the reload brings the release's chunks.
    const documents = await blockNewChunks(page, loaded, 1);

    await dashboardLink(page).click();

    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('button', { name: /^Account menu, / }).waitFor();
    await dashboardLink(page).waitFor();
    expect(documents).toEqual(['/dashboard']);
    await context.close();
  });

  it('When the chunks stay gone, then Dashboard reloads once and then shows the new-version notice with Reload, never a dead end', async () => {
    const { page, context, loaded } = await sellerAtHome();
    const documents = await blockNewChunks(page, loaded);

    await dashboardLink(page).click();

    const notice = page.getByRole('alert').filter({ hasText: STALE_TEXTS.newVersion });
    await notice.waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(documents).toEqual(['/dashboard']);
    await expectAccessible(page);
    await notice.getByRole('button', { name: STALE_TEXTS.reload }).click();
    await page.waitForEvent('load');
    expect(documents).toEqual(['/dashboard', '/dashboard']);
    await context.close();
  });

  it("When a lazy dialog's chunk is gone, then opening it reloads the page once, and the next try shows the notice", async () => {
    const { page, context, loaded } = await sellerAtHome();
    await page.goto('/search?q=iphone');
    const save = page.getByRole('button', { name: SAVED_SEARCHES_TEXTS.save });
    await save.waitFor();
    await page.waitForLoadState('networkidle');
    const documents = await blockNewChunks(page, loaded);

    await save.click();
    await page.waitForEvent('load');
    expect(documents).toEqual(['/search']);
    await save.click();

    await page.getByRole('alert').filter({ hasText: STALE_TEXTS.newVersion }).waitFor();
    expect(documents).toEqual(['/search']);
    await context.close();
  });
});
