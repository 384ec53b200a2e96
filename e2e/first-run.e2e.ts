import { AUTH_TEXTS, FIRST_RUN_TEXTS, HEADER_TEXTS, PHONE_TEXTS, TEXTS } from '@phonebazaar/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage } from './support/browser.ts';
import { AVATAR_PNG, PASSWORD, uniqueEmail } from './support/identity.ts';
import { addListingThroughApi, DEMO, openSignedIn } from './support/selling.ts';

// Issue #46 item 2 (where selling lives, a new seller's first run) and item 4 (the IMEI badge
// a buyer reads), on a phone: 375 px.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const header = (page: Page) => page.getByRole('banner');
const sell = (page: Page) => header(page).getByRole('link', { name: HEADER_TEXTS.sell });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** The header's Sell is on screen, a 44 px target, inside the 375 px width. */
async function expectSellShown(page: Page) {
  await sell(page).waitFor();
  const { x, width, height } = await box(sell(page));
  expect(Math.round(height)).toBeGreaterThanOrEqual(44);
  expect(x + width).toBeLessThanOrEqual(375);
}

/** A 15-digit IMEI with a valid check digit (Luhn), different every run. */
function randomImei(): string {
  const body = Array.from({ length: 14 }, () => Math.floor(Math.random() * 10)).join('');
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    let d = Number(body[13 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

describe('where selling lives (issue #46 item 2), at 375 px', () => {
  it('When a visitor taps Sell and signs up, then the first screen shows the first steps and one tap reaches Add Product', async () => {
    const { page, context, errors } = await openPage(browser, 'phone');
    await page.goto('/');
    await expectSellShown(page);
    await expectAccessible(page);

    await sell(page).click();
    await page.getByRole('heading', { level: 1, name: TEXTS.titles.signUp }).waitFor();
    expect(await page.getByRole('checkbox', { name: AUTH_TEXTS.signUpAsSeller }).isChecked()).toBe(
      true,
    );
    const email = uniqueEmail('first-run');
    await page.getByLabel(AUTH_TEXTS.name).fill('Nadia New');
    await page.getByLabel(AUTH_TEXTS.email).fill(email);
    await page.getByLabel(AUTH_TEXTS.avatar).setInputFiles(AVATAR_PNG);
    await page.getByLabel(AUTH_TEXTS.password).fill(PASSWORD);
    await page.getByRole('button', { name: TEXTS.titles.signUp, exact: true }).click();

    // The first screen: check your email, add the first phone, verify the phone.
    const steps = page.getByRole('region', { name: FIRST_RUN_TEXTS.title });
    await steps.waitFor();
    await steps.getByText(FIRST_RUN_TEXTS.email.body(email)).waitFor();
    await steps.getByRole('link', { name: FIRST_RUN_TEXTS.verifyPhone.action }).waitFor();
    await expectSellShown(page);
    expect((await box(header(page))).height).toBeLessThanOrEqual(64);
    await expectAccessible(page);

    await steps.getByRole('link', { name: FIRST_RUN_TEXTS.phone.action }).click();
    await page.getByRole('heading', { level: 1, name: TEXTS.titles.addProduct }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it('When a buyer, a seller and an admin look at the header, then each has Sell, to Start selling for the buyer and Add Product for the others', async () => {
    const cases = [
      { email: DEMO.buyer, lands: AUTH_TEXTS.startSelling.title },
      { email: DEMO.seller, lands: TEXTS.titles.addProduct },
      { email: DEMO.admin, lands: TEXTS.titles.addProduct },
    ];
    for (const { email, lands } of cases) {
      const { page, context } = await openSignedIn(browser, email, 'phone');
      await page.goto('/blog');
      await header(page)
        .getByRole('button', { name: /^Account menu, / })
        .waitFor();
      await expectSellShown(page);
      expect((await box(header(page))).height, email).toBeLessThanOrEqual(64);
      await sell(page).click();
      await page.getByRole('heading', { name: lands }).waitFor();
      await expectAccessible(page);
      await context.close();
    }
  }, 150_000);
});

describe('the IMEI badge (issue #46 item 4)', () => {
  it('When a listing has its IMEI on file, then the badge shows and the page has no serious axe finding', async () => {
    const { page, context } = await openSignedIn(browser, DEMO.seller, 'phone');
    const listing = await addListingThroughApi(page, DEMO.seller, 'IMEI Badge Phone', {
      details: { imei: randomImei() },
    });
    await page.goto(`/listings/${listing._id}`);
    await page.getByText(PHONE_TEXTS.imeiOnFile, { exact: true }).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
