import {
  PRODUCT_FIELD_LABELS as L,
  type OwnProduct,
  PHONE_TEXTS as P,
  PRICE_GUIDE_TEXTS,
  SELLING_TEXTS as S,
} from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router';
import { fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { makeProduct } from '../../../test/fixtures';
import { json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';
import { IPHONE_13, numberedUploads, png, seller } from '../test/add-product-harness';

const LISTING = {
  ...makeProduct({
    _id: 'p-ed',
    productName: 'iPhone 13',
    sellerEmail: seller.email,
    categoriesId: 'cat-apple',
    productCondition: 'Good',
    productImg: '/images/old-cover.webp',
  }),
  sellerPhone: '+8801712345678',
  modelId: IPHONE_13._id,
  storageGb: 128,
  ramGb: 4,
  colour: 'Midnight',
  variant: 'official',
  batteryHealth: 90,
  defects: [],
  accessories: ['box'],
  photos: ['/images/old-cover.webp', '/images/old-back.webp'],
  imeiOnFile: true,
  imeiLast4: '7518',
} as OwnProduct;

/** My Products with one detailed listing; PATCH answers `patch` and is recorded. */
function renderEdit(patch: () => Response = () => json({ acknowledged: true, modifiedCount: 1 })) {
  const server = fakeIdentityServer([seller], seller.email);
  const patched: Record<string, unknown>[] = [];
  mockApi({
    ...server.handlers,
    ...pageData,
    '/api/product': () => json([LISTING]),
    '/api/models': () => json([IPHONE_13]),
    '/api/product/p-ed': (_url, init) => {
      patched.push(JSON.parse(String(init.body)));
      return patch();
    },
  });
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/dashboard/myproduct'],
    session: 'server',
  });
  return { ...view, patched };
}

async function openDialog(user: ReturnType<typeof renderEdit>['user']) {
  const item = await screen.findByRole('article', { name: 'iPhone 13' });
  await user.click(within(item).getByRole('button', { name: `${S.edit} iPhone 13` }));
  const dialog = screen.getByRole('dialog', { name: `${S.edit} iPhone 13` });
  await within(dialog).findByRole('option', { name: 'iPhone 13 (2021)' });
  return dialog;
}
const control = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label, { selector: 'input, select, textarea' });

describe('Edit listing dialog, the phone details (issue #16)', () => {
  it('When it opens, then it shows the listing details, its photos and the IMEI on file', async () => {
    const { user } = renderEdit();
    const dialog = await openDialog(user);
    expect(control(dialog, P.labels.model)).toHaveValue(IPHONE_13._id);
    expect(control(dialog, 'Storage (GB)')).toHaveValue('128');
    expect(control(dialog, P.labels.colour)).toHaveValue('Midnight');
    expect(control(dialog, P.labels.variant)).toHaveValue('official');
    expect(control(dialog, P.labels.batteryHealth)).toHaveValue(90);
    expect(within(dialog).getByRole('checkbox', { name: P.accessories.box })).toBeChecked();
    expect(within(dialog).getByRole('list', { name: 'Photos (2 of 8)' })).toBeInTheDocument();
    expect(control(dialog, P.labels.imei)).toHaveAccessibleDescription(
      expect.stringContaining('ends in 7518'),
    );
  });

  it('When details and photos change, then only those are sent beside price and description', async () => {
    numberedUploads();
    const { user, patched } = renderEdit();
    const dialog = await openDialog(user);
    await user.selectOptions(control(dialog, 'Storage (GB)'), '256 GB');
    await user.click(within(dialog).getByRole('checkbox', { name: P.accessories.charger }));
    await user.upload(control(dialog, P.labels.photos), png('side.png'));
    await within(dialog).findAllByText('Photo uploaded.');
    await waitFor(() => expect(within(dialog).getAllByText('Photo uploaded.')).toHaveLength(3));
    await user.click(within(dialog).getByRole('button', { name: 'Move photo 3 earlier' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(S.edited)).toBeInTheDocument();
    expect(patched).toEqual([
      {
        sellingPrice: LISTING.sellingPrice,
        description: LISTING.description,
        storageGb: 256,
        accessories: ['box', 'charger'],
        photos: ['/images/photo-1.webp', '/images/old-back.webp'],
      },
    ]);
  });

  it('When every photo is removed or a defect contradicts the grade, then the dialog says so and sends nothing', async () => {
    const { user, patched } = renderEdit();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('checkbox', { name: P.defects['screen-crack'] }));
    const conflict = `${P.errors.CONDITION_CONFLICTS_DEFECTS}: Screen crack (not allowed as Good)`;
    expect(within(dialog).getByText(conflict)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Add at least 1 photo')).toBeInTheDocument();
    expect(patched).toEqual([]);
  });

  it('When the server refuses the IMEI, then its message shows beside the IMEI', async () => {
    const { user } = renderEdit(() =>
      json({ message: P.errors.IMEI_ALREADY_LISTED, code: 'IMEI_ALREADY_LISTED' }, { status: 409 }),
    );
    const dialog = await openDialog(user);
    await user.type(control(dialog, P.labels.imei), '490154203237518');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(P.errors.IMEI_ALREADY_LISTED)).toBeInTheDocument();
    expect(control(dialog, P.labels.imei)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Edit listing dialog, a price far below typical (issue #20)', () => {
  it('When the server asks to confirm a far lower price, then the dialog says so and Yes sends it confirmed', async () => {
    const message = PRICE_GUIDE_TEXTS.lowPrice(440);
    let calls = 0;
    const { user, patched } = renderEdit(() => {
      calls++;
      return calls === 1
        ? json({ message, code: 'PRICE_CONFIRMATION_REQUIRED' }, { status: 409 })
        : json({ acknowledged: true, modifiedCount: 1 });
    });
    const dialog = await openDialog(user);
    await user.clear(control(dialog, L.sellingPrice));
    await user.type(control(dialog, L.sellingPrice), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await user.click(within(alert).getByRole('button', { name: PRICE_GUIDE_TEXTS.confirmAction }));

    expect(await screen.findByText(S.edited)).toBeInTheDocument();
    expect(patched).toHaveLength(2);
    expect(patched[0]).not.toHaveProperty('confirmLowPrice');
    expect(patched[1]).toMatchObject({ sellingPrice: 150, confirmLowPrice: true });
  });
});
