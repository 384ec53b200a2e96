import { AUTH_TEXTS, MAIL_TEXTS, TEXTS } from '@phonebazaar/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, type SmtpInbox, startSmtpInbox } from '../apps/server/src/test/smtp-inbox.ts';
import { type AppServer, startAppServer } from './support/app-server.ts';
import { expectAccessible, launchBrowser, VIEWPORTS } from './support/browser.ts';
import {
  type DevServer,
  loggedText,
  openAsDevAdmin,
  openOn,
  startDevServer,
} from './support/dev-server.ts';
import { AVATAR_PNG, logInThroughForm, PASSWORD, uniqueEmail } from './support/identity.ts';

const NEW_PASSWORD = 'N3w!passw0rd-long';
const M = MAIL_TEXTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signUpThroughForm(page: Page, email: string) {
  await page.goto('/signup');
  await page.getByLabel(AUTH_TEXTS.name).fill('Mia Mail');
  await page.getByLabel(AUTH_TEXTS.email).fill(email);
  await page.getByLabel(AUTH_TEXTS.avatar).setInputFiles(AVATAR_PNG);
  await page.getByLabel(AUTH_TEXTS.password).fill(PASSWORD);
  await page.getByRole('button', { name: TEXTS.titles.signUp, exact: true }).click();
  await page.getByText(TEXTS.toast.signUp).waitFor();
}

/**
 * Issue #36 N5: the admin's Outbox shows that the mail to `email` whose subject matches was
 * kept, with its link hidden (a key to that account); the link itself is read where a
 * developer reads it, the development log.
 */
async function linkFromOutbox(
  server: AppServer,
  admin: Page,
  email: string,
  kind: string,
  subject: RegExp,
) {
  await admin.goto('/dashboard/outbox');
  await admin.getByRole('heading', { level: 1, name: M.titles.outbox }).waitFor();
  const row = admin
    .getByRole('row')
    .filter({ hasText: email })
    .filter({ hasText: subject })
    .first();
  await row.waitFor();
  expect(await row.textContent()).toContain(M.outbox.linkHidden);
  expect(await row.getByRole('link').count()).toBe(0);
  return linkIn(await loggedText(server, kind, email));
}

async function resetThroughForms(page: Page, link: string) {
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: M.titles.resetPassword }).waitFor();
  await page.getByLabel(M.reset.newPassword, { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(M.reset.confirmPassword).fill(NEW_PASSWORD);
  await expectAccessible(page);
  await page.getByRole('button', { name: M.reset.submit }).click();
  await page.getByText(M.reset.done).waitFor();
  await page.getByRole('link', { name: M.reset.goToLogin }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

async function askForReset(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: TEXTS.forgotPassword }).click();
  await page.waitForURL((url) => url.pathname === '/forgot-password');
  await expect.poll(() => page.title()).toBe(`${M.titles.forgotPassword} - PhoneBazaar`);
  await page.getByLabel(AUTH_TEXTS.email).fill(email);
  await page.getByRole('button', { name: M.forgot.submit }).click();
  await page.getByText(M.forgot.sent).waitFor();
  await expectAccessible(page);
}

describe('mail on the embedded default (MAIL_URL=outbox), in development', () => {
  let dev: DevServer;
  beforeAll(async () => {
    dev = await startDevServer();
  });
  afterAll(async () => {
    await dev?.close();
  });
  const openAsAdmin = () => openAsDevAdmin(browser, dev);

  it('When someone signs up, then the Outbox shows the verification mail with its link hidden, and the link from the log verifies the address', async () => {
    const { page, context, errors } = await openOn(browser, dev, 'desktop');
    const email = uniqueEmail('verify');
    await signUpThroughForm(page, email);
    await page.goto('/dashboard/profile');
    await page.getByText(M.verify.notVerified).waitFor();
    await page.getByRole('button', { name: M.verify.resendLabel }).click();
    await page.getByText(M.verify.resent).waitFor();
    await expectAccessible(page);

    const admin = await openAsAdmin();
    const link = await linkFromOutbox(dev, admin.page, email, 'verify-email', /confirm/i);
    await expect.poll(() => admin.page.title()).toBe(`${M.titles.outbox} - PhoneBazaar`);
    await expectAccessible(admin.page);
    await admin.context.close();

    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/email-verified');
    await page.getByRole('heading', { level: 1, name: M.verify.verified }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: M.verify.toProfile }).click();
    await page.getByRole('heading', { level: 1, name: TEXTS.titles.profile }).waitFor();
    await page.getByLabel(AUTH_TEXTS.name).waitFor();
    expect(await page.getByText(M.verify.notVerified).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When a user forgets the password, then the Outbox hides the reset link, the one from the log resets it and only the new password signs in', async () => {
    const first = await openOn(browser, dev, 'desktop');
    const email = uniqueEmail('forgot');
    await signUpThroughForm(first.page, email);
    const { page, context, errors } = await openOn(browser, dev, 'phone');
    await askForReset(page, email);

    const admin = await openAsAdmin();
    const link = await linkFromOutbox(dev, admin.page, email, 'reset-password', /reset/i);
    await admin.context.close();
    expect(new URL(link).pathname).toBe('/reset-password');

    await resetThroughForms(page, link);
    // Every session of the account ended, the first browser's included.
    const session = await first.page.request.get('/api/auth/get-session');
    expect(await session.json()).toBeNull();
    await logInThroughForm(page, email, NEW_PASSWORD);
    await page.getByText(TEXTS.toast.login).waitFor();
    // The link worked once.
    await page.goto(link);
    await page.getByLabel(M.reset.newPassword, { exact: true }).fill(`${NEW_PASSWORD}x`);
    await page.getByLabel(M.reset.confirmPassword).fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: M.reset.submit }).click();
    await page.getByText(M.reset.invalid).waitFor();
    expect(errors).toEqual([]);
    await first.context.close();
    await context.close();
  });
});

describe('mail through SMTP (a second server with MAIL_URL=smtp://...)', () => {
  let inbox: SmtpInbox;
  let server: AppServer;
  let context: BrowserContext;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startAppServer({ DEMO_DATA: 'false', MAIL_URL: inbox.url });
    context = await browser.newContext({ baseURL: server.baseURL, viewport: VIEWPORTS.desktop });
  });
  afterAll(async () => {
    await context?.close();
    await server?.close();
    await inbox?.close();
  });

  it('When someone signs up and later forgets the password, then the mailed links verify the address and reset the password in Chromium', async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = uniqueEmail('smtp');
    await signUpThroughForm(page, email);
    const verification = await inbox.waitFor((m) => m.to === email && /confirm/i.test(m.subject));
    const verifyLink = linkIn(verification.text);
    expect(verifyLink.startsWith(`${server.baseURL}/api/auth/verify-email?`)).toBe(true);
    await page.goto(verifyLink);
    await page.getByRole('heading', { level: 1, name: M.verify.verified }).waitFor();
    const session = await (await page.request.get('/api/auth/get-session')).json();
    expect(session.user.emailVerified).toBe(true);

    await askForReset(page, email);
    const reset = await inbox.waitFor((m) => m.to === email && /reset/i.test(m.subject));
    await resetThroughForms(page, linkIn(reset.text));
    await logInThroughForm(page, email, NEW_PASSWORD);
    await page.getByText(TEXTS.toast.login).waitFor();
    expect(errors).toEqual([]);
  });
});
