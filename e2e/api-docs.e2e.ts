import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('API reference (issue #40)', () => {
  it('When a developer opens /api/docs, then the reference draws the API from our own document, under the CSP, loading nothing from elsewhere', async () => {
    const { page, context, errors } = await openPage(browser);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));

    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: /PhoneBazaar API/ }).waitFor();
    // Swagger UI draws only the tags in view; its filter brings the catalogue's up. One of its
    // operations, drawn from /api/openapi.json, opens on what the route's policy says.
    await page.getByPlaceholder('Filter by tag').fill('catalogue');
    const operation = page.locator('.opblock-summary-path[data-path="/api/listings/{id}"]');
    await operation.waitFor();
    await operation.click();
    await page.getByText('Who may call it').first().waitFor();

    // A CSP refusal shows as a console error: none, and no request left our origin.
    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
    expect([...origins]).toEqual([new URL(page.url()).origin]);
    await context.close();
  });
});
