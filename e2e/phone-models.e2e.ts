import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAsAdmin, uniqueName } from './support/admin.ts';
import { expectAccessible, launchBrowser } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Phone Models (admin, issue #16)', () => {
  it('When an admin adds and edits a model, then the brand’s table shows it and the page and dialog stay accessible', async () => {
    const { page, context, errors } = await openAsAdmin(browser);
    await page.goto('/dashboard/models');
    await page.getByRole('heading', { level: 1, name: 'Phone Models' }).waitFor();
    // The seeded catalogue: Apple first.
    await page.getByRole('row').filter({ hasText: 'iPhone 16 Pro Max' }).waitFor();
    await expectAccessible(page);

    await page.getByLabel('Brand', { exact: true }).selectOption({ label: 'Motorola' });
    await page.getByRole('row').filter({ hasText: 'Moto G84 5G' }).waitFor();

    await page.getByRole('button', { name: 'Add model' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a phone model' });
    await dialog.getByRole('button', { name: 'Save model' }).click();
    await dialog.getByText('Model name is required').waitFor();
    await expectAccessible(page);

    const name = uniqueName('Moto Test');
    await dialog.getByLabel('Model name').fill(name);
    await dialog.getByLabel('Release year').fill('2025');
    await dialog.getByLabel('Storage options (GB)').fill('128, 256');
    await dialog.getByLabel('RAM options (GB)').fill('8');
    await dialog.getByLabel('Colours').fill('Forest Green, Black');
    await dialog.getByRole('button', { name: 'Save model' }).click();
    await page.getByText(`${name} added`).waitFor();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('128 GB, 256 GB').waitFor();

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByLabel('RAM options (GB)').fill('8, 12');
    await edit.getByRole('button', { name: 'Save model' }).click();
    await page.getByText(`${name} saved`).waitFor();
    await row.getByText('8 GB, 12 GB').waitFor();

    // Public, as the Add Product form reads it.
    const categories = (await (await page.request.get('/api/categories')).json()) as Array<{
      _id: string;
      name: string;
    }>;
    const motorola = categories.find((c) => c.name === 'Motorola')!;
    const models = (await (
      await page.request.get(`/api/models?category=${motorola._id}`)
    ).json()) as Array<{ name: string; ramGb: number[] }>;
    expect(models.find((m) => m.name === name)?.ramGb).toEqual([8, 12]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When an admin opens Phone Models on a phone, then the models are cards with their Edit buttons and the page is accessible', async () => {
    const { page, context, errors } = await openAsAdmin(browser, 'phone');
    await page.goto('/dashboard/models');
    await page.getByRole('heading', { level: 1, name: 'Phone Models' }).waitFor();
    await page.getByRole('button', { name: 'Edit iPhone 16 Pro Max' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Edit iPhone 16 Pro Max' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit iPhone 16 Pro Max' });
    expect(await dialog.getByLabel('Storage options (GB)').inputValue()).toBe('256, 512, 1024');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
