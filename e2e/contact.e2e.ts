import { CONTACT_TEXTS, MAIL_TEXTS, TEXTS } from '@phonebazaar/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAsAdmin, uniqueName } from './support/admin.ts';
import { expectAccessible, launchBrowser, openPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Contact Us (issue #23 item 3)', () => {
  it('When a visitor sends a message from the home page, then a toast confirms it and an admin reads it on Messages and in the Outbox', async () => {
    const { page, context, errors } = await openPage(browser, 'phone');
    const name = uniqueName('Rina');
    await page.goto('/');
    const form = page.getByRole('region', { name: CONTACT_TEXTS.heading });
    // Empty first: the fields say why, nothing is sent.
    await form.getByRole('button', { name: TEXTS.sendMessage }).click();
    await form.getByText('Name is required').waitFor();
    await expectAccessible(page);

    await form.getByLabel(CONTACT_TEXTS.labels.fullName).fill(name);
    await form.getByLabel(CONTACT_TEXTS.labels.email).fill('rina@example.com');
    await form
      .getByLabel(CONTACT_TEXTS.labels.message)
      .fill('Do you check the battery health of listed phones?');
    await form.getByRole('button', { name: TEXTS.sendMessage }).click();
    await page.getByText(CONTACT_TEXTS.sent).waitFor();
    expect(await form.getByLabel(CONTACT_TEXTS.labels.message).inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();

    const admin = await openAsAdmin(browser);
    await admin.page.goto('/dashboard/messages');
    await admin.page.getByRole('heading', { level: 1, name: CONTACT_TEXTS.admin.title }).waitFor();
    const row = admin.page.getByRole('row').filter({ hasText: name });
    await row.getByText(/battery health/).waitFor();
    await expect
      .poll(() => row.getByRole('link', { name: 'rina@example.com' }).getAttribute('href'))
      .toBe('mailto:rina@example.com');
    await expectAccessible(admin.page);

    await admin.page.goto('/dashboard/outbox');
    await admin.page.getByRole('heading', { level: 1, name: MAIL_TEXTS.titles.outbox }).waitFor();
    await admin.page
      .getByRole('row')
      .filter({ hasText: CONTACT_TEXTS.mailSubject(name) })
      .first()
      .waitFor();
    await admin.context.close();
  });
});
