import { PRODUCT_FIELD_LABELS as L, SELLING_TEXTS as S, TEXTS } from '@phonebazaar/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, type ViewportName } from './support/browser.ts';
import { logInThroughForm, signUpThroughApi, uniqueEmail } from './support/identity.ts';
import { addListingThroughApi, DEMO, openSignedIn, PHONE_PNG } from './support/selling.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = (label: string) => `${label} ${uniqueEmail('x').slice(2, 10)}`;
const card = (page: Page, name: string) => page.getByRole('article', { name });

/** Waits for a product list to have loaded, then says whether `name` is in it. */
async function listShows(page: Page, path: string, name: string, scope = page.locator('main')) {
  await page.goto(path);
  await scope.getByRole('article').first().waitFor();
  return (await scope.getByRole('article', { name }).count()) > 0;
}

async function advertisedShows(page: Page, name: string) {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Advertised Products' });
  await section.getByRole('article').first().waitFor();
  return (await section.getByRole('article', { name }).count()) > 0;
}

describe('selling in the browser', () => {
  it('When a seller adds a phone with a photo and advertises it, then it is on the home page', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    const name = unique('Pixel 7a');
    await page.goto('/login');
    await logInThroughForm(page, DEMO.seller, DEMO.password);
    await page.getByText(TEXTS.toast.login).waitFor();

    await page.goto('/dashboard/addproduct');
    await page.getByRole('heading', { level: 1, name: TEXTS.titles.addProduct }).waitFor();
    await page.getByLabel(L.productName).fill(name);
    await page.getByLabel(L.marketPrice).fill('749');
    await page.getByLabel(L.sellingPrice).fill('420.50');
    await page.getByLabel(L.purchaseYear).selectOption({ label: '2023' });
    await page.getByLabel(L.area).selectOption('Dhaka');
    const slider = page.getByRole('slider', { name: L.productCondition });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    expect(await slider.getAttribute('aria-valuetext')).toBe('Good');
    await page.getByLabel(L.categoriesId).selectOption({ index: 1 });
    await page.getByLabel(L.productImg).setInputFiles(PHONE_PNG);
    await page.getByText('Photo uploaded.').waitFor();
    await page.getByLabel(L.description).fill('Bought in Dhaka, always in a case.');
    await page.getByLabel(L.sellerPhone, { exact: true }).fill('+880 1712-345678');
    await page.getByRole('button', { name: TEXTS.titles.addProduct, exact: true }).click();

    await page.getByText(TEXTS.toast.productAdded).waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard/myproduct');
    const row = card(page, name);
    await row.waitFor();
    expect(await row.getByText(TEXTS.badges.available).count()).toBe(1);
    expect(await row.getByText('$420.50').count()).toBe(1);

    await row.getByRole('button', { name: `${S.advertise} ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Advertise product' });
    await dialog.getByRole('button', { name: 'Advertise', exact: true }).click();
    await page.getByText(TEXTS.toast.advertised).waitFor();
    await row.getByText(TEXTS.badges.advertisement, { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: `${S.advertise} ${name}` }).count()).toBe(0);

    expect(await advertisedShows(page, name)).toBe(true);
    const advertised = page.getByRole('region', { name: 'Advertised Products' });
    const photo = advertised.getByRole('article', { name }).getByRole('img', { name });
    expect(await photo.getAttribute('src')).toMatch(/^https?:\/\/[^/]+\/images\/.+\.webp$/);
    expect(
      await advertised.getByRole('article', { name }).getByText(TEXTS.badges.advertisement).count(),
    ).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("When a buyer reports another seller's listing, then they see the spec toast", async () => {
    const { page, context, errors } = await openPage(browser, 'phone');
    await signUpThroughApi(page, '', 'Rumi Reporter');
    await page.goto('/all-products');
    const first = page.getByRole('article').first();
    await first.waitFor();
    const name = (await first.getByRole('heading').textContent())?.trim() ?? '';
    await first.getByRole('button', { name: S.report(name) }).click();
    const dialog = page.getByRole('dialog', { name: 'Report product' });
    await dialog.getByLabel('Reason (optional)').fill('The photo is of a different phone.');
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await page.getByText(TEXTS.toast.reported).waitFor();
    expect(await dialog.count()).toBe(0);
    // Buyers book from the card; they are never sent to /login.
    expect(await first.getByRole('button', { name: TEXTS.bookNow }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When a seller deletes a listing, then it leaves all products, its category and the home page', async () => {
    const { page, context, errors } = await openSignedIn(browser, DEMO.seller, 'desktop');
    const listing = await addListingThroughApi(page, DEMO.seller, unique('Galaxy A54'), {
      advertise: true,
    });
    const name = listing.productName;
    const category = `/categories/${listing.categoriesId}`;
    expect(await listShows(page, '/all-products', name)).toBe(true);
    expect(await listShows(page, category, name)).toBe(true);
    expect(await advertisedShows(page, name)).toBe(true);

    await page.goto('/dashboard/myproduct');
    const row = card(page, name);
    await row.getByRole('button', { name: `${S.delete} ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete product' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await page.getByText(TEXTS.toast.productDeleted).waitFor();
    await row.waitFor({ state: 'detached' });

    expect(await listShows(page, '/all-products', name)).toBe(false);
    expect(await listShows(page, category, name)).toBe(false);
    expect(await advertisedShows(page, name)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each<ViewportName>(['phone', 'desktop'])('seller pages on a %s', (viewport) => {
  it('When a seller opens Add Product and My Products, then both pass axe', async () => {
    const { page, context, errors } = await openSignedIn(browser, DEMO.seller, viewport);
    await page.goto('/dashboard/addproduct');
    await page.getByRole('heading', { level: 1, name: TEXTS.titles.addProduct }).waitFor();
    await expect.poll(() => page.title()).toBe('Add Product - PhoneBazaar');
    await page.getByRole('option', { name: 'Choose a category' }).waitFor({ state: 'attached' });
    await expectAccessible(page);
    // With every message showing, too.
    await page.getByRole('button', { name: TEXTS.titles.addProduct, exact: true }).click();
    await page.getByText(TEXTS.validation.required(L.productName)).waitFor();
    await expectAccessible(page);

    await page.goto('/dashboard/myproduct');
    await page.getByRole('heading', { level: 1, name: TEXTS.titles.myProducts }).waitFor();
    await expect.poll(() => page.title()).toBe('My Products - PhoneBazaar');
    await page.locator('main').getByRole('article').first().waitFor();
    await expectAccessible(page);
    await page
      .locator('main')
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Delete product' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(errors).toEqual([]);
    await context.close();
  });
});
