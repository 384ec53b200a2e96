import { AUTH_TEXTS, PRODUCT_FIELD_LABELS, SELLING_TEXTS, TEXTS } from '@phonebazaar/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeAccount, fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { makeCategory } from '../../../test/fixtures';
import { json, mockApi } from '../../../test/mock-api';
import { mockUpload } from '../../../test/mock-upload';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';
import { createRoutes } from '../../router';

const L = PRODUCT_FIELD_LABELS;
const seller: FakeAccount = {
  email: 'sam@example.test',
  password: 'Str0ng!pass',
  name: 'Sam Seller',
  image: '/images/sam.webp',
  role: 'seller',
};
const UPLOADED = '/images/uploaded-phone.webp';

type Handler = (url: URL, init: RequestInit) => Response;

function renderAddProduct(
  addProduct: Handler = () => json({ acknowledged: true, insertedId: 'p-1' }),
) {
  const server = fakeIdentityServer([seller], seller.email);
  const posted: { body: unknown; auth: string | null }[] = [];
  mockApi({
    ...server.handlers,
    ...pageData,
    '/api/categories': () =>
      json([
        makeCategory({ _id: 'cat-apple', name: 'Apple' }),
        makeCategory({ _id: 'cat-samsung', name: 'Samsung' }),
      ]),
    [`/api/verify/seller/${encodeURIComponent(seller.email)}`]: () => json({ isVerify: true }),
    '/api/addproduct': (url, init) => {
      posted.push({
        body: JSON.parse(String(init.body)),
        auth: new Headers(init.headers).get('authorization'),
      });
      return addProduct(url, init);
    },
    '/api/product': () => json([]),
  });
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/dashboard/addproduct'],
    session: 'server',
  });
  return { ...view, posted };
}

const field = (label: string) =>
  screen.getByLabelText(label, { selector: 'input, select, textarea' });
const submit = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: TEXTS.titles.addProduct }));

async function fillEverything(user: UserEvent) {
  await user.type(field(L.productName), '  iPhone 13 128GB ');
  await user.type(field(L.marketPrice), '1099');
  await user.type(field(L.sellingPrice), '650.5');
  await user.selectOptions(field(L.purchaseYear), '2022');
  await user.selectOptions(field(L.area), 'Khulna');
  fireEvent.change(field(L.productCondition), { target: { value: '3' } });
  await screen.findByRole('option', { name: 'Apple' });
  await user.selectOptions(field(L.categoriesId), 'Apple');
  await user.upload(field(L.productImg), new File(['png'], 'phone.png', { type: 'image/png' }));
  await screen.findByText('Photo uploaded.');
  await user.type(field(L.description), 'Battery 90%, boxed, no scratches.');
  await user.type(field(L.sellerPhone), '+880 1712-345678');
}

async function openForm() {
  const view = renderAddProduct();
  await screen.findByRole('heading', { level: 1, name: TEXTS.titles.addProduct });
  return view;
}

describe('Add Product', () => {
  it('When it opens, then both sections show and the seller is read-only with the verified mark', async () => {
    await openForm();
    expect(document.title).toBe('Add Product - PhoneBazaar');
    expect(
      screen.getByRole('region', { name: SELLING_TEXTS.productInformation }),
    ).toBeInTheDocument();
    const sellerSection = screen.getByRole('region', { name: SELLING_TEXTS.sellerInformation });
    expect(within(sellerSection).getByLabelText('Seller name')).toHaveValue('Sam Seller');
    expect(within(sellerSection).getByLabelText('Seller name')).toHaveAttribute('readonly');
    expect(within(sellerSection).getByLabelText('Seller email')).toHaveValue(seller.email);
    expect(
      await within(sellerSection).findByRole('img', { name: TEXTS.verifiedSeller }),
    ).toBeInTheDocument();
  });

  it('When the empty form is submitted, then every field says "{Field} is required", and a fix clears its message', async () => {
    const { user, posted } = await openForm();
    await submit(user);
    for (const label of Object.values(L)) {
      expect(await screen.findByText(TEXTS.validation.required(label))).toBeInTheDocument();
    }
    expect(field(L.productName)).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);

    // After the first submit, each change revalidates at once.
    await user.type(field(L.productName), 'Pixel 8');
    await waitFor(() =>
      expect(screen.queryByText(TEXTS.validation.required(L.productName))).not.toBeInTheDocument(),
    );
    expect(screen.getByText(TEXTS.validation.required(L.marketPrice))).toBeInTheDocument();
  });

  it('When the condition slider moves to 1, 2 and 3, then it reads Fair, Good and Excellent', async () => {
    await openForm();
    const slider = field(L.productCondition);
    expect(slider).toHaveAttribute('aria-valuetext', 'Not chosen yet');
    // Issue #23 item 9: no thumb resting on Fair while nothing is chosen.
    expect(slider).toHaveAttribute('data-chosen', 'false');
    expect(slider).toHaveClass('range-unchosen');
    for (const [position, label] of [
      ['2', 'Good'],
      ['3', 'Excellent'],
      ['1', 'Fair'],
    ] as const) {
      fireEvent.change(slider, { target: { value: position } });
      expect(slider).toHaveAttribute('aria-valuetext', label);
      expect(slider).toHaveAttribute('data-chosen', 'true');
      expect(slider).not.toHaveClass('range-unchosen');
      expect(screen.getByText(label, { selector: 'strong' })).toBeInTheDocument();
    }
  });

  it('When a complete form is submitted, then the body has no seller fields and numbers as numbers, and My Products opens', async () => {
    mockUpload({ url: UPLOADED });
    const { user, posted, router } = await openForm();
    await fillEverything(user);
    await submit(user);

    expect(await screen.findByText(TEXTS.toast.productAdded)).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({
      productName: 'iPhone 13 128GB',
      marketPrice: 1099,
      sellingPrice: 650.5,
      purchaseYear: '2022-01-01',
      area: 'Khulna',
      productCondition: 'Excellent',
      categoriesId: 'cat-apple',
      productImg: UPLOADED,
      description: 'Battery 90%, boxed, no scratches.',
      sellerPhone: '+8801712345678',
    });
    expect(posted[0]?.auth).toMatch(/^Bearer /);
    await screen.findByRole('heading', { level: 1, name: TEXTS.titles.myProducts });
    expect(router.state.location.pathname).toBe('/dashboard/myproduct');
  });

  it('When the server refuses fields, then its messages show under those fields', async () => {
    mockUpload({ url: UPLOADED });
    const { user, router } = renderAddProduct(() =>
      json(
        {
          message: 'Some product details are not valid.',
          code: 'INVALID_REFERENCE',
          fieldErrors: {
            categoriesId: ['Choose a category that exists'],
            productImg: ['Upload the product image first; only uploaded images can be used'],
          },
        },
        { status: 400 },
      ),
    );
    await screen.findByRole('heading', { level: 1, name: TEXTS.titles.addProduct });
    await fillEverything(user);
    await submit(user);

    expect(await screen.findByText('Choose a category that exists')).toBeInTheDocument();
    expect(field(L.categoriesId)).toHaveAttribute('aria-invalid', 'true');
    expect(field(L.categoriesId)).toHaveAccessibleDescription('Choose a category that exists');
    expect(
      screen.getByText('Upload the product image first; only uploaded images can be used'),
    ).toBeInTheDocument();
    expect(field(L.categoriesId)).toHaveFocus();
    expect(router.state.location.pathname).toBe('/dashboard/addproduct');
  });

  it('When the form is submitted while the photo uploads, then it waits for the upload', async () => {
    const upload = mockUpload({ manual: true });
    const { user, posted } = await openForm();
    await user.upload(field(L.productImg), new File(['png'], 'phone.png', { type: 'image/png' }));
    act(() => upload.progress(40));
    expect(screen.getByRole('progressbar', { name: 'Uploading product image' })).toHaveValue(40);
    expect(screen.getByRole('img', { name: 'Preview of the chosen file' })).toBeInTheDocument();

    await submit(user);
    expect(await screen.findByText(SELLING_TEXTS.waitForUpload)).toBeInTheDocument();
    expect(posted).toEqual([]);

    act(() => upload.respond(200, { success: true, data: { url: UPLOADED } }));
    await waitFor(() =>
      expect(screen.queryByText(SELLING_TEXTS.waitForUpload)).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(TEXTS.validation.required(L.productImg))).not.toBeInTheDocument();
  });

  it('When the photo is not an image, then it says so and nothing is uploaded', async () => {
    const upload = mockUpload({ url: UPLOADED });
    await openForm();
    const input = field(L.productImg);
    // user.upload honours `accept`; a drag-and-drop or picker override would not.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'specs.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(AUTH_TEXTS.errors.imageType)).toBeInTheDocument();
    expect(upload.uploads).toEqual([]);
  });

  it('When prices are typed, then the form says how the selling price stands against the market price', async () => {
    const { user } = await openForm();
    await user.type(field(L.marketPrice), '1000');
    await user.type(field(L.sellingPrice), '750');
    expect(field(L.sellingPrice)).toHaveAccessibleDescription('$250 (25%) below the market price.');
    await user.clear(field(L.sellingPrice));
    await user.type(field(L.sellingPrice), '1200');
    expect(field(L.sellingPrice)).toHaveAccessibleDescription(
      'This is $200 above the market price: buyers look for used phones below it.',
    );
  });

  it('When the description is a word or two, then the form asks for a useful one before sending', async () => {
    mockUpload({ url: UPLOADED });
    const { user, posted } = await openForm();
    await fillEverything(user);
    await user.clear(field(L.description));
    await user.type(field(L.description), 'Good');
    await submit(user);
    expect(
      await screen.findByText(/Description must be at least 20 characters/),
    ).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('When the purchase year is chosen, then it is a year, this one back to 2000', async () => {
    await openForm();
    const years = within(field(L.purchaseYear) as HTMLElement)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(years[0]).toBe('Choose a year');
    expect(years[1]).toBe(String(new Date().getFullYear()));
    expect(years.at(-1)).toBe('2000');
  });
});
