import {
  LISTING_REVIEW_TEXTS,
  SELF_TEST_LINK_HEADER,
  SELF_TEST_TEXTS as T,
} from '@phonebazaar/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseURL, expectAccessible, launchBrowser, openPage } from './support/browser.ts';
import {
  type Account,
  addListings,
  bearer,
  bookThroughApi,
  newAccount,
  openAs,
  uniqueName,
} from './support/buying.ts';
import { payInMyOrders, rowOf } from './support/deal.ts';

let browser: Browser;
let seller: Account;
beforeAll(async () => {
  // Chromium's fake camera (a test pattern) and microphone (a beep), granted without a prompt.
  browser = await launchBrowser({ fakeMedia: true });
  seller = await newAccount(browser, 'seller');
});
afterAll(async () => {
  await browser?.close();
});

/** The listing's code, as the seller's My Products answer gives it. */
async function codeOf(listingId: string): Promise<string> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    storageState: seller.storageState,
  });
  const page = await context.newPage();
  const jwt = await page.request.get(`/api/jwt?email=${encodeURIComponent(seller.email)}`);
  const headers = { authorization: `Bearer ${(await jwt.json()).geniusToken}` };
  const res = await page.request.get(`/api/product?email=${encodeURIComponent(seller.email)}`, {
    headers,
  });
  expect(res.status(), await res.text()).toBe(200);
  const mine = (await res.json()) as { _id: string; listingCode?: string }[];
  await context.close();
  const code = mine.find((p) => p._id === listingId)?.listingCode;
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
  return code as string;
}

/** A test link asked for through the API as the seller's dashboard does (decision 056). */
async function linkTokenOf(listingId: string): Promise<string> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    storageState: seller.storageState,
  });
  const page = await context.newPage();
  const res = await page.request.post(`/api/product/${listingId}/self-test-link`, {
    headers: await bearer(page, seller.email),
  });
  expect(res.status(), await res.text()).toBe(200);
  const { url } = (await res.json()) as { url: string };
  await context.close();
  return decodeURIComponent(url.split('#t=')[1] ?? '');
}

async function atStep(page: Page, n: number, name: string) {
  const heading = page.getByRole('heading', { name: `${T.stepOf(n, 10)}: ${name}` });
  await heading.waitFor();
  // Focus moves to each step's heading.
  expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
}

/** Synthetic pointers, as fingers: each point a pointerdown on the element under test. */
async function touch(page: Page, testId: string, points: 'every-cell' | 'two-fingers') {
  await page.getByTestId(testId).evaluate((el, mode) => {
    const box = el.getBoundingClientRect();
    const down = (x: number, y: number, pointerId: number) =>
      el.dispatchEvent(
        new PointerEvent('pointerdown', {
          bubbles: true,
          clientX: x,
          clientY: y,
          pointerId,
          pointerType: 'touch',
          pressure: 0.5,
        }),
      );
    if (mode === 'two-fingers') {
      down(box.left + 20, box.top + 20, 11);
      down(box.right - 20, box.bottom - 20, 12);
      return;
    }
    const [cols, rows] = [6, 8];
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++)
        down(
          box.left + ((c + 0.5) * box.width) / cols,
          box.top + ((r + 0.5) * box.height) / rows,
          1,
        );
  }, points);
}

it('When a seller opens the test link from My Products on a phone-sized screen with fake media and sensors, then the report is attached and the listing page shows it', async () => {
  const [listing] = await addListings(browser, seller, [uniqueName('Self-test Pixel')]);
  const code = await codeOf(listing!._id);

  // Issue #36: the code alone opens the page but cannot attach a report.
  const { page, context, errors } = await openPage(browser, 'phone');
  await page.goto(`/check/${code.toLowerCase()}`);
  await page.getByRole('alert').filter({ hasText: T.needLink }).waitFor();

  // The seller's My Products gives a single-use link and its QR code, drawn in the page.
  const dashboard = await openAs(browser, seller, 'desktop');
  await dashboard.page.goto('/dashboard/myproduct');
  const R = LISTING_REVIEW_TEXTS.own;
  await dashboard.page.getByRole('button', { name: R.selfTestOf(listing!.productName) }).click();
  const panel = dashboard.page.getByRole('region', { name: R.selfTestLink });
  await panel.getByRole('img', { name: R.selfTestQrAlt(listing!.productName) }).waitFor();
  const href = (await panel.getByRole('link').getAttribute('href')) ?? '';
  expect(href).toContain(`/check/${code}#t=`);
  await expectAccessible(dashboard.page);
  expect(dashboard.errors).toEqual([]);
  await dashboard.context.close();

  // The phone being sold: signed out, 375 px wide, opened by the link (as the QR code holds it).
  const opened = new URL(href);
  await page.goto(`${opened.pathname}${opened.hash}`);
  await page.getByRole('heading', { name: T.title, level: 1 }).waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: T.start }).click();

  await atStep(page, 1, T.names.display);
  await page.getByRole('button', { name: T.display.start }).click();
  for (const [i, colour] of T.display.colours.entries())
    await page.getByRole('button', { name: T.display.next(colour, i + 1) }).click();
  await page.getByRole('button', { name: T.display.pass }).click();

  await atStep(page, 2, T.names.touch);
  await expectAccessible(page);
  await touch(page, 'touch-grid', 'every-cell');

  await atStep(page, 3, T.names.multitouch);
  await touch(page, 'multitouch-area', 'two-fingers');

  for (const [n, name] of [
    [4, T.names.camera_front],
    [5, T.names.camera_back],
  ] as const) {
    await atStep(page, n, name);
    await page.getByRole('button', { name: T.camera.start }).click();
    await page.getByRole('button', { name: T.camera.pass }).click();
  }

  // The fake microphone beeps: the level rises and the step passes by itself.
  await atStep(page, 6, T.names.microphone);
  await page.getByRole('button', { name: T.microphone.start }).click();

  await atStep(page, 7, T.names.speaker);
  await page.getByRole('button', { name: T.speaker.play }).click();
  await page.getByRole('button', { name: T.speaker.pass }).click();

  await atStep(page, 8, T.names.motion);
  await page.getByRole('button', { name: T.motion.start }).click();
  await page.getByText(T.motion.waiting).waitFor();
  await page.evaluate(() => {
    window.dispatchEvent(
      new DeviceMotionEvent('devicemotion', {
        accelerationIncludingGravity: { x: 0.2, y: 9.7, z: 0.4 },
        rotationRate: { alpha: 3, beta: 1, gamma: 2 },
        interval: 16,
      }),
    );
  });

  await atStep(page, 9, T.names.vibration);
  await page.getByRole('button', { name: T.vibration.start }).click();
  await page.getByRole('button', { name: T.vibration.pass }).click();

  // Battery answers by itself where Chromium exposes it; then the last screen.
  await page.getByRole('heading', { name: T.finish.heading }).waitFor();
  await expect.poll(() => page.getByTestId('listing-code').textContent()).toBe(code);
  await expectAccessible(page);
  await page.getByRole('button', { name: T.finish.send }).click();
  await page.getByRole('status').filter({ hasText: 'Report saved on' }).waitFor();
  const thisRun = page.getByRole('list', { name: T.finish.thisRun });
  expect(await thisRun.textContent()).toContain(`${T.names.motion}:${T.outcomes.pass}`);
  expect(await thisRun.textContent()).toContain(`${T.names.microphone}:${T.outcomes.pass}`);
  expect(errors).toEqual([]);
  await context.close();

  // The listing page (its seller's view works whether or not the listing waits in review).
  const seen = await openAs(browser, seller, 'phone');
  await seen.page.goto(`/listings/${listing!._id}`);
  await seen.page.getByText(/^Self-test run on this phone on /).waitFor();
  const results = seen.page.getByRole('list', { name: /^Self-test run on this phone on / });
  for (const id of ['display', 'touch', 'multitouch', 'camera_front', 'motion'] as const)
    expect(await results.textContent()).toContain(`${T.names[id]}:${T.outcomes.pass}`);
  await seen.page.getByText(T.listing.cannotCheck).waitFor();
  await expectAccessible(seen.page);
  expect(seen.errors).toEqual([]);
  await seen.context.close();
});

it('When the paying buyer opens "Check this phone" from My Orders at the meetup, then their run is saved beside the seller\'s', async () => {
  const [listing] = await addListings(browser, seller, [uniqueName('Self-test meetup')]);
  const code = await codeOf(listing!._id);
  // The seller's run, sent as the page would with a test link (the UI run is tested above).
  const phone = await openPage(browser, 'phone');
  const sent = await phone.page.request.post(`/api/check/${code}/report`, {
    headers: { [SELF_TEST_LINK_HEADER]: await linkTokenOf(listing!._id) },
    data: {
      results: Object.fromEntries(
        (Object.keys(T.names) as (keyof typeof T.names)[]).map((id) => [id, { outcome: 'pass' }]),
      ),
      browser: 'Chrome 131 on Android',
      modelHint: 'Pixel 7',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await phone.context.close();

  const buyer = await newAccount(browser, '');
  await bookThroughApi(browser, buyer, listing!);
  const { page, context, errors } = await openAs(browser, buyer, 'phone');
  await payInMyOrders(page, listing!);
  await page.goto('/dashboard/myorder');
  await rowOf(page, listing!)
    .getByRole('link', { name: T.checkPhoneOf(listing!.productName) })
    .click();
  await page.getByRole('button', { name: T.start }).click();
  // The buyer skips the person-judged steps; battery answers by itself.
  for (let n = 1; n <= 9; n++) {
    await page.getByRole('heading', { name: new RegExp(`^${T.stepOf(n, 10)}:`) }).waitFor();
    await page.getByRole('button', { name: T.skip }).click();
  }
  await page.getByRole('heading', { name: T.finish.heading }).waitFor();
  const theirs = page.getByRole('list', { name: /^Seller’s run on / });
  expect(await theirs.textContent()).toContain(`${T.names.touch}:${T.outcomes.pass}`);
  await expectAccessible(page);
  await page.getByRole('button', { name: T.finish.send }).click();
  await page.getByRole('status').filter({ hasText: 'Report saved on' }).waitFor();
  const mine = page.getByRole('list', { name: T.finish.thisRun });
  expect(await mine.textContent()).toContain(`${T.names.touch}:${T.outcomes.skipped}`);
  expect(errors).toEqual([]);
  await context.close();
});
