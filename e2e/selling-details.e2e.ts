import {
  PRODUCT_FIELD_LABELS as L,
  PHONE_TEXTS as P,
  SELLING_TEXTS as S,
  TEXTS,
} from '@phonebazaar/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser } from './support/browser.ts';
import { AVATAR_PNG, uniqueEmail } from './support/identity.ts';
import { DEMO, openSignedIn, PHONE_PNG } from './support/selling.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh IMEI each run (14 random digits and their Luhn check digit): one live listing each. */
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

describe('listing a phone with its details in the browser (issue #16)', () => {
  it('When a seller lists a phone with three photos and an IMEI at 375 px, then My Products has them', async () => {
    const { page, context, errors } = await openSignedIn(browser, DEMO.seller, 'phone');
    const name = `Galaxy details ${uniqueEmail('x').slice(2, 10)}`;
    const imei = randomImei();
    await page.goto('/dashboard/addproduct');
    await page.getByRole('heading', { level: 1, name: TEXTS.titles.addProduct }).waitFor();

    await page.getByLabel(L.categoriesId).selectOption({ label: 'Samsung' });
    const model = page.getByLabel(P.labels.model, { exact: true });
    await model.locator('option').nth(2).waitFor({ state: 'attached' });
    await model.selectOption({ index: 1 });
    await page.getByLabel(L.productName).fill(name);
    await page.getByLabel(L.marketPrice).fill('899');
    await page.getByLabel(L.sellingPrice).fill('520');
    await page.getByLabel(L.purchaseYear).selectOption({ label: '2023' });
    await page.getByLabel(L.area).selectOption('Dhaka');
    await page.getByLabel('Storage (GB)').selectOption({ index: 1 });
    await page.getByLabel(P.labels.variant).selectOption({ label: P.variants.official });
    await page.getByLabel(P.labels.batteryHealth).fill('91');
    await page.getByRole('checkbox', { name: P.accessories.box }).check();
    await page.getByRole('checkbox', { name: P.accessories.cable }).check();
    const slider = page.getByRole('slider', { name: L.productCondition });
    await slider.focus();
    await page.keyboard.press('End');
    expect(await slider.getAttribute('aria-valuetext')).toBe('Excellent');
    await page.getByText(P.grades.Excellent.screen).waitFor();

    await page.getByLabel(L.productImg).setInputFiles([PHONE_PNG, AVATAR_PNG, PHONE_PNG]);
    await expect.poll(() => page.getByText('Photo uploaded.').count(), { timeout: 20_000 }).toBe(3);
    // The avatar is no cover: move the third photo to the front.
    await page.getByRole('button', { name: 'Move photo 3 earlier' }).click();
    await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();

    await page.getByLabel(L.description).fill('Bought in Dhaka, always in a case, boxed.');
    await page.getByLabel(L.sellerPhone, { exact: true }).fill('+880 1712-345678');
    const imeiInput = page.getByLabel(P.labels.imei, { exact: true });
    await imeiInput.fill(imei.slice(0, 14));
    await imeiInput.blur();
    await page.getByText('IMEI must be 15 digits (dial *#06#)').waitFor();
    await imeiInput.fill(`${imei.slice(0, 5)} ${imei.slice(5)}`);
    await imeiInput.blur();
    await expect.poll(() => imeiInput.getAttribute('aria-invalid')).toBeNull();
    await expectAccessible(page);
    // Nothing wider than the screen, filled in, from the smallest phone to a desktop.
    for (const width of [375, 320, 1280]) {
      await page.setViewportSize({ width, height: 812 });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `at ${width} px`).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 375, height: 812 });

    await page.getByRole('button', { name: TEXTS.titles.addProduct, exact: true }).click();
    await page.getByText(TEXTS.toast.productAdded).waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard/myproduct');
    const row = page.getByRole('article', { name });
    await row.waitFor();

    await row.getByRole('button', { name: `${S.edit} ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `${S.edit} ${name}` });
    await dialog.getByRole('list', { name: 'Photos (3 of 8)' }).waitFor();
    expect(await dialog.getByLabel(P.labels.batteryHealth).inputValue()).toBe('91');
    expect(await dialog.getByRole('checkbox', { name: P.accessories.box }).isChecked()).toBe(true);
    await dialog.getByText(`ends in ${imei.slice(-4)}`).waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
