import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { disabledFeatures, HIDDEN_BROWSER_UI, launchBrowser } from './support/browser.ts';

/** The suite's browser is Playwright's, less the address bar nobody sees (support/browser.ts). */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it("When the suite's browser opens a page, then Playwright's disabled features stay disabled and no address-bar renderer starts", async () => {
  const context = await browser.newContext();
  const effective = await disabledFeatures(await context.newPage());
  expect(effective).toEqual(
    expect.arrayContaining([...inject('chromiumDisabledFeatures'), ...HIDDEN_BROWSER_UI]),
  );
  expect(effective).toContain('PaintHolding');

  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.filter((t) => t.type === 'browser_ui').map((t) => t.url)).toEqual([]);
  expect(targetInfos.some((t) => t.type === 'page')).toBe(true);
  await context.close();
});
