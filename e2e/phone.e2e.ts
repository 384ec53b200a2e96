import { MAIL_TEXTS, PHONE_VERIFY_TEXTS, TEXTS } from '@phonebazaar/shared';
import { formatPhone } from '@phonebazaar/shared/phone-number';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser } from './support/browser.ts';
import {
  type DevServer,
  loggedText,
  openAsDevAdmin,
  openOn,
  signUpOn,
  startDevServer,
} from './support/dev-server.ts';

const T = PHONE_VERIFY_TEXTS;

let browser: Browser;
let server: DevServer;
beforeAll(async () => {
  browser = await launchBrowser();
  // Development, as a person running the app locally: SMS_URL=outbox, codes in the log.
  server = await startDevServer();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('verifying a phone number from the profile (issue #36)', () => {
  it('When a person types their number, then the SMS code (read from the outbox log) verifies it, and the admin Outbox shows the SMS without its code', async () => {
    const { page, context, errors } = await openOn(browser, server, 'phone');
    const email = await signUpOn(page, server, 'Pia Phone');
    const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
    const phone = `+88017${digits}`;
    await page.goto('/dashboard/profile');
    await page.getByRole('heading', { level: 1, name: TEXTS.titles.profile }).waitFor();
    await page.getByRole('heading', { level: 2, name: T.title }).waitFor();
    const field = page.getByLabel(T.phoneLabel);
    await field.fill('12345');
    await page.getByRole('button', { name: T.sendCode }).click();
    await page.getByText(T.errors.invalidPhone).waitFor();
    // The Bangladeshi local form, as people type it.
    await field.fill(`017${digits.slice(0, 2)}-${digits.slice(2)}`);
    await page.getByRole('button', { name: T.sendCode }).click();
    await page.getByText(T.codeSentTo(formatPhone(phone))).waitFor();
    await expectAccessible(page);

    const text = await loggedText(server, 'phone-code', phone);
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel(T.codeLabel).fill(wrong);
    await page.getByRole('button', { name: T.confirm }).click();
    await page.getByText(T.errors.wrongCode(4)).waitFor();
    await page.getByLabel(T.codeLabel).fill(code!);
    await page.getByRole('button', { name: T.confirm }).click();
    await page.getByText(T.verifiedAs(formatPhone(phone))).waitFor();
    await page.reload();
    await page.getByText(T.verifiedAs(formatPhone(phone))).waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    expect(email).toBeTruthy();
    await context.close();

    const admin = await openAsDevAdmin(browser, server);
    await admin.page.goto('/dashboard/outbox');
    await admin.page.getByRole('heading', { level: 1, name: MAIL_TEXTS.titles.outbox }).waitFor();
    const row = admin.page.getByRole('row').filter({ hasText: phone }).first();
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(MAIL_TEXTS.outbox.codeHidden);
    expect(await row.textContent()).not.toContain(code!);
    await admin.context.close();
  });
});
