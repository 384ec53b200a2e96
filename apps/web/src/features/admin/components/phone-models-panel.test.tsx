import type { Category, PhoneModel } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { methodOf, renderAdminScreen } from '../../../test/admin';
import { json } from '../../../test/mock-api';
import { PHONE_MODELS_TEXTS as T } from './phone-models-texts';

const APPLE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const GOOGLE = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const brands: Category[] = [
  { _id: APPLE, name: 'Apple', icon: '/icons/apple.svg', bg: 'bg-sky-100' },
  { _id: GOOGLE, name: 'Google', icon: '/icons/google.svg', bg: 'bg-emerald-100' },
];
const iphone: PhoneModel = {
  _id: 'm-1',
  categoryId: APPLE,
  name: 'iPhone 15 Pro',
  year: 2023,
  storageGb: [128, 256, 512, 1024],
  ramGb: [8],
  colours: ['Black Titanium', 'Natural Titanium'],
};
const pixel: PhoneModel = {
  _id: 'm-2',
  categoryId: GOOGLE,
  name: 'Pixel 8',
  year: 2023,
  storageGb: [128],
  ramGb: [8],
  colours: ['Obsidian'],
};

type Write = { method: string; url: string; body: unknown };

function renderModels(reply?: (write: Write) => Response) {
  const writes: Write[] = [];
  const stored = new Map<string, PhoneModel[]>([
    [APPLE, [iphone]],
    [GOOGLE, [pixel]],
  ]);
  const answer = (url: URL, init: RequestInit) => {
    const write = {
      method: methodOf(init),
      url: url.pathname,
      body: JSON.parse(String(init.body)),
    };
    writes.push(write);
    const custom = reply?.(write);
    if (custom) return custom;
    const saved = {
      _id: write.url.split('/')[4] ?? 'm-new',
      ...(write.body as object),
    } as PhoneModel;
    stored.set(saved.categoryId, [
      saved,
      ...(stored.get(saved.categoryId) ?? []).filter((m) => m._id !== saved._id),
    ]);
    return json(saved, { status: write.method === 'POST' ? 201 : 200 });
  };
  const view = renderAdminScreen('/dashboard/models', {
    '/api/categories': () => json(brands),
    '/api/models': (url) => json(stored.get(url.searchParams.get('category') ?? '') ?? []),
    '/api/admin/models': answer,
    '/api/admin/models/m-1': answer,
  });
  return { ...view, writes };
}

const user = () => userEvent.setup();

describe('Phone Models (admin, issue #16)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('When the page opens, then the first brand’s models show with year, storage, RAM and colours', async () => {
    renderModels();
    const name = await screen.findByText('iPhone 15 Pro');
    expect(document.title).toBe(`${T.title} - PhoneBazaar`);
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAccessibleName(/Apple models/);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      Object.values(T.columns),
    );
    const row = within(name.closest('tr') as HTMLElement);
    expect(row.getByText('2023')).toBeInTheDocument();
    expect(row.getByText('128 GB, 256 GB, 512 GB, 1 TB')).toBeInTheDocument();
    expect(row.getByText('8 GB')).toBeInTheDocument();
    expect(row.getByText('Black Titanium, Natural Titanium')).toBeInTheDocument();
  });

  it('When another brand is picked, then its models replace the first brand’s', async () => {
    const u = user();
    renderModels();
    await screen.findByText('iPhone 15 Pro');
    await u.selectOptions(screen.getByLabelText(T.brand), 'Google');
    expect(await screen.findByText('Pixel 8')).toBeInTheDocument();
    expect(screen.queryByText('iPhone 15 Pro')).not.toBeInTheDocument();
  });

  it('When a brand has no models, then the empty state says how to add one', async () => {
    renderAdminScreen('/dashboard/models', {
      '/api/categories': () => json(brands),
      '/api/models': () => json([]),
    });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.getByText(T.emptyHint)).toBeInTheDocument();
  });

  it('When an admin adds a model, then the body is the shared shape, a toast confirms and the list shows it', async () => {
    const u = user();
    const { writes } = renderModels();
    await screen.findByText('iPhone 15 Pro');
    await u.click(screen.getByRole('button', { name: T.add }));
    const dialog = await screen.findByRole('dialog', { name: T.addTitle });
    const d = within(dialog);
    expect(d.getByLabelText(T.fields.categoryId)).toHaveValue(APPLE);
    await u.type(d.getByLabelText(T.fields.name), 'iPhone 16');
    await u.type(d.getByLabelText(T.fields.year), '2024');
    await u.type(d.getByLabelText(T.fields.storageGb), '128, 256 GB,512');
    await u.type(d.getByLabelText(T.fields.ramGb), '8');
    await u.type(d.getByLabelText(T.fields.colours), 'Black, Ultramarine ,');
    await u.click(d.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.added('iPhone 16'))).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        url: '/api/admin/models',
        body: {
          categoryId: APPLE,
          name: 'iPhone 16',
          year: 2024,
          storageGb: [128, 256, 512],
          ramGb: [8],
          colours: ['Black', 'Ultramarine'],
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('iPhone 16')).toBeInTheDocument();
  });

  it('When the form is sent empty or wrong, then every field shows its message and nothing is sent', async () => {
    const u = user();
    const { writes } = renderModels();
    await screen.findByText('iPhone 15 Pro');
    await u.click(screen.getByRole('button', { name: T.add }));
    const d = within(await screen.findByRole('dialog'));
    await u.type(d.getByLabelText(T.fields.ramGb), 'lots');
    await u.type(d.getByLabelText(T.fields.colours), 'x'.repeat(41));
    await u.click(d.getByRole('button', { name: T.save }));
    expect(await d.findByText('Model name is required')).toBeInTheDocument();
    expect(d.getByText('Release year must be a number')).toBeInTheDocument();
    expect(d.getByText('Add at least one storage option')).toBeInTheDocument();
    expect(d.getByText('RAM must be a number of GB')).toBeInTheDocument();
    // The shared schema words this one itself (zod's default): the form shows it as the server would.
    expect(d.getByText(/A colour must be at most 40 characters/)).toBeInTheDocument();
    expect(d.getByLabelText(T.fields.name)).toHaveAttribute('aria-invalid', 'true');
    expect(d.getByLabelText(T.fields.name)).toHaveAccessibleDescription('Model name is required');
    await u.clear(d.getByLabelText(T.fields.year));
    await u.type(d.getByLabelText(T.fields.year), '1999');
    expect(await d.findByText('Release year cannot be before 2000')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('When an admin edits a model, then the dialog starts from it and PATCH sends every field', async () => {
    const u = user();
    const { writes } = renderModels();
    await screen.findByText('iPhone 15 Pro');
    await u.click(screen.getByRole('button', { name: T.edit('iPhone 15 Pro') }));
    const d = within(await screen.findByRole('dialog', { name: T.editTitle('iPhone 15 Pro') }));
    expect(d.getByLabelText(T.fields.name)).toHaveValue('iPhone 15 Pro');
    expect(d.getByLabelText(T.fields.year)).toHaveValue('2023');
    expect(d.getByLabelText(T.fields.storageGb)).toHaveValue('128, 256, 512, 1024');
    expect(d.getByLabelText(T.fields.colours)).toHaveValue('Black Titanium, Natural Titanium');
    await u.clear(d.getByLabelText(T.fields.ramGb));
    await u.type(d.getByLabelText(T.fields.ramGb), '8, 12');
    await u.click(d.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.saved('iPhone 15 Pro'))).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'PATCH',
        url: '/api/admin/models/m-1',
        body: {
          categoryId: APPLE,
          name: 'iPhone 15 Pro',
          year: 2023,
          storageGb: [128, 256, 512, 1024],
          ramGb: [8, 12],
          colours: ['Black Titanium', 'Natural Titanium'],
        },
      },
    ]);
    expect(await screen.findByText('8 GB, 12 GB')).toBeInTheDocument();
  });

  it('When the name is taken, then the 409 shows under the name and the dialog stays open', async () => {
    const u = user();
    renderModels(() =>
      json(
        { message: 'This brand already has a model with that name', code: 'MODEL_EXISTS' },
        { status: 409 },
      ),
    );
    await screen.findByText('iPhone 15 Pro');
    await u.click(screen.getByRole('button', { name: T.edit('iPhone 15 Pro') }));
    const d = within(await screen.findByRole('dialog'));
    await u.click(d.getByRole('button', { name: T.save }));
    expect(await d.findByText('This brand already has a model with that name')).toBeInTheDocument();
    expect(d.getByLabelText(T.fields.name)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(T.saved('iPhone 15 Pro'))).not.toBeInTheDocument();
  });

  it('When listings name the model, then the refused brand change shows under the brand', async () => {
    const u = user();
    const message = 'Listings name this model, so it cannot move to another brand';
    renderModels(() => json({ message, code: 'MODEL_IN_USE' }, { status: 409 }));
    await screen.findByText('iPhone 15 Pro');
    await u.click(screen.getByRole('button', { name: T.edit('iPhone 15 Pro') }));
    const d = within(await screen.findByRole('dialog'));
    await u.selectOptions(d.getByLabelText(T.fields.categoryId), 'Google');
    await u.click(d.getByRole('button', { name: T.save }));
    expect(await d.findByText(message)).toBeInTheDocument();
    expect(d.getByLabelText(T.fields.categoryId)).toHaveAccessibleDescription(message);
  });

  it('When the server refuses a field or fails, then its message shows under the field or above the buttons', async () => {
    const u = user();
    let call = 0;
    renderModels(() => {
      call += 1;
      return call === 1
        ? json(
            {
              message: 'Some model details are not valid.',
              code: 'INVALID_REFERENCE',
              fieldErrors: { categoryId: ['Category must be one of the brands'] },
            },
            { status: 400 },
          )
        : json({ message: 'Something went wrong on our side.', code: 'INTERNAL' }, { status: 500 });
    });
    await screen.findByText('iPhone 15 Pro');
    await u.click(screen.getByRole('button', { name: T.edit('iPhone 15 Pro') }));
    const d = within(await screen.findByRole('dialog'));
    await u.click(d.getByRole('button', { name: T.save }));
    expect(await d.findByText('Category must be one of the brands')).toBeInTheDocument();
    await u.click(d.getByRole('button', { name: T.save }));
    expect(await d.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });
});
