import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { SAVED_SEARCHES_TEXTS } from '@phonebazaar/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, type SmtpInbox, startSmtpInbox } from '../apps/server/src/test/smtp-inbox.ts';
import { type AppServer, startAppServer } from './support/app-server.ts';
import { expectAccessible, launchBrowser, VIEWPORTS } from './support/browser.ts';
import { AVATAR_PNG, PASSWORD, uniqueEmail } from './support/identity.ts';

// Issue #20's Done when for saved searches: a buyer saves a search, a seller lists a matching
// phone, the buyer is told in the app and by mail (a local SMTP server), the mail's link
// unsubscribes in one click; a hearted phone's price drop alerts its owner. A server of its
// own: mail through SMTP, and the recurring jobs on (the alerts job ticks every 10 s).
const T = SAVED_SEARCHES_TEXTS;

let browser: Browser;
let inbox: SmtpInbox;
let server: AppServer;

beforeAll(async () => {
  browser = await launchBrowser();
  inbox = await startSmtpInbox();
  server = await startAppServer({
    DEMO_DATA: 'false',
    MAIL_URL: inbox.url,
    PAYMENT_RECONCILE_INTERVAL_SECONDS: '300',
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await inbox?.close();
});

/** A signed-in context on this file's server, its account made through the API. */
async function signedIn(role: '' | 'seller', width: keyof typeof VIEWPORTS = 'desktop') {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: VIEWPORTS[width],
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const email = uniqueEmail(role || 'buyer');
  const headers = { origin: server.baseURL };
  const name = role ? 'Selim Seller' : 'Bithi Buyer';
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers,
    data: { name, email, password: PASSWORD },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const record = await page.request.post('/api/users', {
    headers,
    data: { email, name, photoURL: '', role },
  });
  expect(record.status(), await record.text()).toBe(200);
  return { context, page, email, errors };
}

async function bearer(page: Page, email: string) {
  const reply = await page.request.get(`/api/jwt?email=${encodeURIComponent(email)}`);
  const { geniusToken } = (await reply.json()) as { geniusToken: string };
  return { authorization: `Bearer ${geniusToken}` };
}

/** A listing of the seller in `page`, through the API (the selling UI has its own tests). */
async function listPhone(page: Page, email: string, productName: string, sellingPrice: number) {
  const headers = await bearer(page, email);
  const upload = await page.request.post('/api/upload', {
    headers,
    multipart: {
      image: { name: 'phone.png', mimeType: 'image/png', buffer: await readFile(AVATAR_PNG) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { data } = (await upload.json()) as { data: { url: string } };
  const categories = (await (await page.request.get('/api/categories')).json()) as {
    _id: string;
  }[];
  const added = await page.request.post('/api/addproduct', {
    headers,
    data: {
      productName,
      marketPrice: 999,
      sellingPrice,
      purchaseYear: '2023-02-01',
      area: 'Dhaka',
      productCondition: 'Good',
      categoriesId: categories[0]?._id,
      productImg: data.url,
      description: 'Battery 94%, always in a case, charger included.',
      sellerPhone: '+8801712000000',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  return ((await added.json()) as { insertedId: string }).insertedId;
}

/** A word no other listing has, so the search matches this test's phone only. */
const uniqueWord = () =>
  `zq${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

async function seeNotice(page: Page, title: string) {
  await page.goto('/dashboard/notifications');
  await page.getByText(title).first().waitFor({ timeout: 30_000 });
}

describe('saved searches and alerts in the browser (issue #20)', () => {
  let seller: Awaited<ReturnType<typeof signedIn>>;
  let buyer: Awaited<ReturnType<typeof signedIn>>;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    seller = await signedIn('seller');
    buyer = await signedIn('', 'phone');
    contexts.push(seller.context, buyer.context);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  it('When a buyer saves a search and a seller lists a matching phone, then the buyer is alerted in the app and by mail, and the mail unsubscribes in one click', {
    timeout: 180_000,
  }, async () => {
    const word = uniqueWord();
    const { page } = buyer;
    await page.goto(`/search?q=${word}`);
    await page.getByRole('button', { name: T.save }).click();
    const dialog = page.getByRole('dialog', { name: T.saveTitle });
    await expect.poll(() => dialog.getByLabel(T.nameLabel).inputValue()).toBe(word);
    await dialog.getByLabel(T.frequencyLabel).selectOption('instant');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: T.submit }).click();
    await page.getByText(T.saved).waitFor();

    const listingId = await listPhone(seller.page, seller.email, `Pixel 8 ${word}`, 540);
    const mail = await inbox.waitFor(
      (m) => m.to === buyer.email && m.subject === T.mail.instantTitle(word),
      60_000,
    );
    expect(linkIn(mail.text)).toBe(`${server.baseURL}/listings/${listingId}`);
    await seeNotice(page, T.mail.instantTitle(word));

    // The mail's last link is the signed unsubscribe: no sign-in needed to follow it.
    const unsubscribe = mail.text.trim().split('\n').at(-1) ?? '';
    expect(unsubscribe.startsWith(`${server.baseURL}/unsubscribe?token=`)).toBe(true);
    const visitor = await browser.newContext({ baseURL: server.baseURL });
    contexts.push(visitor);
    const stranger = await visitor.newPage();
    await stranger.goto(unsubscribe);
    await stranger.getByText(T.unsubscribe.doneSearch(word)).waitFor();
    await expectAccessible(stranger);

    await page.goto('/dashboard/saved-searches');
    await page.getByRole('heading', { level: 1, name: T.title }).waitFor();
    await expect.poll(() => page.getByLabel(T.frequencyOf(word)).inputValue()).toBe('off');
    await expectAccessible(page);
    expect(buyer.errors).toEqual([]);
  });

  it("When a hearted phone's price drops by $10 or more, then its owner gets a price-drop notice and mail", {
    timeout: 180_000,
  }, async () => {
    const name = `Galaxy S22 ${uniqueWord()}`;
    const listingId = await listPhone(seller.page, seller.email, name, 500);
    const heart = await buyer.page.request.put(`/api/favourites/${listingId}`, {
      headers: await bearer(buyer.page, buyer.email),
    });
    expect(heart.status(), await heart.text()).toBeLessThan(300);
    const edit = await seller.page.request.patch(`/api/product/${listingId}`, {
      headers: await bearer(seller.page, seller.email),
      data: { sellingPrice: 480 },
    });
    expect(edit.status(), await edit.text()).toBe(200);

    const mail = await inbox.waitFor(
      (m) => m.to === buyer.email && m.subject === T.mail.priceDropTitle(name),
      60_000,
    );
    expect(mail.text).toContain(T.mail.priceDropBody(name, '$500', '$480'));
    await seeNotice(buyer.page, T.mail.priceDropTitle(name));
    expect(buyer.errors).toEqual([]);
  });
});
