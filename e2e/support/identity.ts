import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { AUTH_TEXTS, TEXTS } from '@phonebazaar/shared';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL } from './browser.ts';

/** A 96×96 PNG avatar (made with sharp), small enough to keep in the repository. */
export const AVATAR_PNG = fileURLToPath(new URL('../fixtures/avatar.png', import.meta.url));
export const PASSWORD = 'Str0ng!pass';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/**
 * An account made through the API (sign-up, then the marketplace profile), signed in in
 * the page's context: better-auth checks the Origin of cookie-setting POSTs.
 */
export async function signUpThroughApi(
  page: Page,
  role: '' | 'seller',
  name = 'Test User',
  origin = baseURL(),
) {
  const email = uniqueEmail(role || 'buyer');
  const headers = { origin };
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
  return email;
}

export async function logInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel(AUTH_TEXTS.email).fill(email);
  await page.getByLabel(AUTH_TEXTS.password).fill(password);
  await page.getByRole('button', { name: TEXTS.nav.login, exact: true }).click();
}

/** How many <p> elements say exactly `text`, trailing spaces included (spec §5 texts). */
export function countExactMessages(page: Page, text: string): Promise<number> {
  return page.$$eval('p', (ps, t) => ps.filter((p) => p.textContent === t).length, text);
}

export async function expectMessage(page: Page, text: string, count = 1) {
  await expect
    .poll(() => countExactMessages(page, text), { message: JSON.stringify(text) })
    .toBe(count);
}
