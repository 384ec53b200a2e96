import {
  PRODUCT_FIELD_LABELS as L,
  PHONE_TEXTS as P,
  PRICE_GUIDE_TEXTS as T,
} from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/mock-api';
import {
  field,
  fillSpecFields,
  IPHONE_13,
  numberedUploads,
  png,
  renderAddProduct,
  submit,
} from '../test/add-product-harness';

const BAND = { median: 440, p25: 420, p75: 460, count: 7, lastSaleAt: '2026-11-20T10:00:00.000Z' };
const LOW_PRICE = T.lowPrice(440);

describe('Add Product with the price guide (issue #20)', () => {
  it('When a model and storage are chosen, then the selling price says what similar phones sold for', async () => {
    const asked: URLSearchParams[] = [];
    const { user } = renderAddProduct(undefined, (url) => {
      asked.push(url.searchParams);
      return json({ basis: 'exact', band: BAND, exactCount: 7 });
    });
    await screen.findByRole('option', { name: 'Apple' });
    await user.selectOptions(field(L.categoriesId), 'Apple');
    await screen.findByRole('option', { name: 'iPhone 13 (2021)' });
    expect(screen.queryByText(/Similar phones sold for/)).toBeNull();
    await user.selectOptions(field(P.labels.model), 'iPhone 13 (2021)');
    await user.selectOptions(field('Storage (GB)'), '128 GB');

    expect(await screen.findByText(T.band(420, 460))).toBeInTheDocument();
    const last = asked.at(-1)!;
    expect(last.get('model')).toBe(IPHONE_13._id);
    expect(last.get('storage')).toBe('128');
    expect(field(L.sellingPrice)).toHaveAccessibleDescription(
      expect.stringContaining('Similar phones sold for $420-$460'),
    );
  });

  it('When the server asks to confirm a far too low price, then a dialog says so and Yes resubmits with the confirmation', async () => {
    let calls = 0;
    const { user, posted } = renderAddProduct(() => {
      calls++;
      return calls === 1
        ? json(
            {
              message: LOW_PRICE,
              code: 'PRICE_CONFIRMATION_REQUIRED',
              fieldErrors: { sellingPrice: [LOW_PRICE] },
            },
            { status: 409 },
          )
        : json({ acknowledged: true, insertedId: 'p-1' });
    });
    await fillSpecFields(user);
    numberedUploads();
    await user.upload(field(L.productImg), png('a.png'));
    await screen.findByText('Photo uploaded.');
    await submit(user);

    const dialog = await screen.findByRole('dialog', { name: T.confirmTitle });
    expect(within(dialog).getByText(LOW_PRICE)).toBeInTheDocument();
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: T.confirmAction }));

    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[0]).not.toHaveProperty('confirmLowPrice');
    expect(posted[1]).toMatchObject({ confirmLowPrice: true, sellingPrice: 450 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('When the seller chooses to change the price, then nothing more is sent and the form stays', async () => {
    const { user, posted } = renderAddProduct(() =>
      json({ message: LOW_PRICE, code: 'PRICE_CONFIRMATION_REQUIRED' }, { status: 409 }),
    );
    await fillSpecFields(user);
    numberedUploads();
    await user.upload(field(L.productImg), png('a.png'));
    await screen.findByText('Photo uploaded.');
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: T.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: T.cancelAction }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toHaveLength(1);
    expect(field(L.sellingPrice)).toHaveValue(450);
  });
});
