import { PRODUCT_FIELD_LABELS as L, type PhoneModel, paths, TEXTS } from '@phonebazaar/shared';
import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createRoutes } from '../../../app/router';
import { type FakeAccount, fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { makeCategory } from '../../../test/fixtures';
import { json, mockApi } from '../../../test/mock-api';
import { mockUpload } from '../../../test/mock-upload';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';

export const seller: FakeAccount = {
  email: 'sam@example.test',
  password: 'Str0ng!pass',
  name: 'Sam Seller',
  image: '/images/sam.webp',
  role: 'seller',
};

export const IPHONE_13: PhoneModel = {
  _id: '3f2b8c1e-5d6a-4e7b-9c0d-1a2b3c4d5e6f',
  categoryId: 'cat-apple',
  name: 'iPhone 13',
  year: 2021,
  storageGb: [128, 256, 512],
  ramGb: [4],
  colours: ['Midnight', 'Starlight', 'Pink'],
};

type Handler = (url: URL, init: RequestInit) => Response;

/** Add Product as the app renders it, with the catalogue's models and a recorded POST. */
export function renderAddProduct(
  addProduct: Handler = () => json({ acknowledged: true, insertedId: 'p-1' }),
  /** GET /api/price-guide (issue #20): not enough sales unless a test says otherwise. */
  priceGuide: Handler = () => json({ basis: 'none', band: null, exactCount: 0 }),
) {
  const server = fakeIdentityServer([seller], seller.email);
  const posted: Record<string, unknown>[] = [];
  const modelCalls: string[] = [];
  mockApi({
    ...server.handlers,
    ...pageData,
    '/api/categories': () => json([makeCategory({ _id: 'cat-apple', name: 'Apple' })]),
    '/api/models': (url) => {
      modelCalls.push(url.searchParams.get('category') ?? '');
      return json(url.searchParams.get('category') === 'cat-apple' ? [IPHONE_13] : []);
    },
    [`/api/verify/seller/${encodeURIComponent(seller.email)}`]: () => json({ isVerify: true }),
    '/api/addproduct': (url, init) => {
      posted.push(JSON.parse(String(init.body)));
      return addProduct(url, init);
    },
    '/api/product': () => json([]),
    '/api/price-guide': priceGuide,
  });
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: [paths.dashboard.addProduct],
    session: 'server',
  });
  return { ...view, posted, modelCalls };
}

/** Each upload answers by itself with its own address: /images/photo-1.webp, -2, ... */
export function numberedUploads() {
  const upload = mockUpload({
    manual: true,
    onSend: () => {
      const n = upload.uploads.length;
      queueMicrotask(() =>
        upload.respond(200, { success: true, data: { url: `/images/photo-${n}.webp` } }),
      );
    },
  });
  return upload;
}

export const field = (label: string) =>
  screen.getByLabelText(label, { selector: 'input, select, textarea' });
export const submit = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: TEXTS.titles.addProduct }));
export const png = (name: string) => new File(['png'], name, { type: 'image/png' });

/**
 * Long texts are pasted: each typed key re-renders the whole form in jsdom, and the texts are
 * the setting of these tests, not their subject (a paste is one input event, as in a browser).
 */
async function paste(user: UserEvent, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

/** The spec's fields, filled in; the photos and issue #16 details are each test's own. */
export async function fillSpecFields(user: UserEvent, condition = '3') {
  await screen.findByRole('heading', { level: 1, name: TEXTS.titles.addProduct });
  await paste(user, L.productName, 'iPhone 13 128GB');
  await user.type(field(L.marketPrice), '799');
  await user.type(field(L.sellingPrice), '450');
  await user.selectOptions(field(L.purchaseYear), '2022');
  await user.selectOptions(field(L.area), 'Dhaka');
  fireEvent.change(field(L.productCondition), { target: { value: condition } });
  await screen.findByRole('option', { name: 'Apple' });
  await user.selectOptions(field(L.categoriesId), 'Apple');
  await paste(user, L.description, 'Battery 90%, boxed, no scratches at all.');
  await paste(user, L.sellerPhone, '+880 1712-345678');
}
