import { PRODUCT_FIELD_LABELS as L, PHONE_TEXTS as P } from '@phonebazaar/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const options = (label: string) =>
  within(field(label))
    .getAllByRole('option')
    .map((o) => o.textContent);
const VALID_IMEI = '490154203237518';

describe('Add Product, what the phone is (issue #16)', () => {
  it('When a category is chosen, then its models are offered and a model gives its storage, RAM and colours', async () => {
    const { user, modelCalls } = renderAddProduct();
    await screen.findByRole('option', { name: 'Apple' });
    expect(field(P.labels.model)).toHaveAccessibleDescription('Choose the category first.');
    await user.selectOptions(field(L.categoriesId), 'Apple');
    await screen.findByRole('option', { name: 'iPhone 13 (2021)' });
    expect(modelCalls).toEqual(['cat-apple']);
    expect(options(P.labels.model)).toEqual([
      'Choose a model',
      'iPhone 13 (2021)',
      P.labels.otherModel,
    ]);
    // Before a model is chosen, storage is typed.
    expect(field('Storage (GB)')).toHaveAttribute('type', 'number');

    await user.selectOptions(field(P.labels.model), 'iPhone 13 (2021)');
    expect(options('Storage (GB)')).toEqual(['Not stated', '128 GB', '256 GB', '512 GB']);
    expect(options('RAM (GB)')).toEqual(['Not stated', '4 GB']);
    // The product name follows the model while the seller has not typed one.
    expect(field(L.productName)).toHaveValue('iPhone 13');
    const colours = document.getElementById(
      `${field(P.labels.colour).getAttribute('list')}`,
    ) as HTMLElement;
    expect([...colours.querySelectorAll('option')].map((o) => o.value)).toEqual(IPHONE_13.colours);

    await user.selectOptions(field(P.labels.model), P.labels.otherModel);
    expect(field('Storage (GB)')).toHaveAttribute('type', 'number');
    expect(field('RAM (GB)')).toHaveAttribute('type', 'number');
  });

  it('When the details are out of range, then each field says so beside it and nothing is sent', async () => {
    const { user, posted } = renderAddProduct();
    await fillSpecFields(user);
    numberedUploads();
    await user.upload(field(L.productImg), png('a.png'));
    await screen.findByText('Photo uploaded.');
    await user.selectOptions(field(P.labels.model), P.labels.otherModel);
    await user.type(field('Storage (GB)'), '0');
    await user.type(field('RAM (GB)'), '128');
    await user.type(field(P.labels.colour), 'x'.repeat(41));
    await user.type(field(P.labels.batteryHealth), '42');
    await submit(user);

    expect(await screen.findByText('Storage must be at least 1 GB')).toBeInTheDocument();
    expect(field('Storage (GB)')).toHaveAccessibleDescription('Storage must be at least 1 GB');
    expect(field('RAM (GB)')).toHaveAccessibleDescription('RAM must be at most 64 GB');
    expect(field(P.labels.colour)).toHaveAccessibleDescription(
      'Colour must be at most 40 characters',
    );
    expect(field(P.labels.batteryHealth)).toHaveAccessibleDescription(
      expect.stringContaining('Battery health must be at least 50%'),
    );
    await user.clear(field(P.labels.batteryHealth));
    await user.type(field(P.labels.batteryHealth), '101');
    expect(await screen.findByText('Battery health must be at most 100%')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('When an IMEI is typed and the field is left, then it is checked like the server checks it', async () => {
    const { user } = renderAddProduct();
    await screen.findByRole('option', { name: 'Apple' });
    const imei = field(P.labels.imei);
    expect(imei).toHaveAccessibleDescription(expect.stringContaining('Dial *#06#'));

    await user.type(imei, '12345');
    await user.tab();
    expect(await screen.findByText('IMEI must be 15 digits (dial *#06#)')).toBeInTheDocument();
    expect(imei).toHaveAttribute('aria-invalid', 'true');

    await user.clear(imei);
    await user.type(imei, '4901542032375181');
    await user.tab();
    expect(await screen.findByText(/looks like a 16-digit IMEISV/)).toBeInTheDocument();

    await user.clear(imei);
    await user.type(imei, '490154203237519');
    await user.tab();
    expect(await screen.findByText(/IMEI check digit is wrong/)).toBeInTheDocument();

    await user.clear(imei);
    await user.type(imei, '49-015420 3237518');
    await user.tab();
    await waitFor(() => expect(imei).not.toHaveAttribute('aria-invalid'));
  });

  it('When the grade contradicts a ticked defect, then the slider says so before submit and nothing is sent', async () => {
    const { user, posted } = renderAddProduct();
    await fillSpecFields(user, '3');
    const rubric = screen.getByRole('figure', { name: 'What Excellent means' });
    expect(within(rubric).getByText(P.grades.Excellent.screen)).toBeInTheDocument();
    expect(within(rubric).getByText(P.grades.Excellent.battery)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: P.defects['screen-crack'] }));
    const message = `${P.errors.CONDITION_CONFLICTS_DEFECTS}: Screen crack (not allowed as Excellent)`;
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(field(L.productCondition)).toHaveAccessibleDescription(expect.stringContaining(message));
    numberedUploads();
    await user.upload(field(L.productImg), png('a.png'));
    await screen.findByText('Photo uploaded.');
    await submit(user);
    // Focused once the errors are drawn (the first invalid field in page order, issue #46).
    await waitFor(() => expect(field(L.productCondition)).toHaveFocus());
    expect(posted).toEqual([]);

    // Fair allows a disclosed crack; its rubric replaces Excellent's.
    fireEvent.change(field(L.productCondition), { target: { value: '1' } });
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(screen.getByText(P.grades.Fair.screen)).toBeInTheDocument();
  });

  it('When the details are given, then they are sent with the spec fields, the IMEI as digits', async () => {
    const { user, posted } = renderAddProduct();
    await fillSpecFields(user, '2');
    numberedUploads();
    await user.upload(field(L.productImg), png('a.png'));
    await screen.findByText('Photo uploaded.');
    await user.selectOptions(field(P.labels.model), 'iPhone 13 (2021)');
    await user.selectOptions(field('Storage (GB)'), '256 GB');
    await user.selectOptions(field('RAM (GB)'), '4 GB');
    await user.type(field(P.labels.colour), 'Midnight');
    await user.selectOptions(field(P.labels.variant), P.variants.official);
    await user.type(field(P.labels.batteryHealth), '88');
    await user.click(screen.getByRole('checkbox', { name: P.defects['dead-pixels'] }));
    await user.click(screen.getByRole('checkbox', { name: P.accessories.box }));
    await user.click(screen.getByRole('checkbox', { name: P.accessories.cable }));
    await user.type(field(P.labels.imei), '4901 5420 3237 518');
    await submit(user);

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      productName: 'iPhone 13 128GB',
      productCondition: 'Good',
      productImg: '/images/photo-1.webp',
      modelId: IPHONE_13._id,
      storageGb: 256,
      ramGb: 4,
      colour: 'Midnight',
      variant: 'official',
      batteryHealth: 88,
      defects: ['dead-pixels'],
      accessories: ['box', 'cable'],
      imei: VALID_IMEI,
    });
    // One photo is said by productImg alone, as the spec's body has it.
    expect(posted[0]).not.toHaveProperty('photos');
  });

  it.each([
    ['IMEI_ALREADY_LISTED', 409, P.errors.IMEI_ALREADY_LISTED, P.labels.imei],
    ['IMEI_BLOCKED', 403, P.errors.IMEI_BLOCKED, P.labels.imei],
    ['STORAGE_NOT_FOR_MODEL', 400, P.errors.STORAGE_NOT_FOR_MODEL, 'Storage (GB)'],
    ['MODEL_NOT_IN_CATEGORY', 400, P.errors.MODEL_NOT_IN_CATEGORY, P.labels.model],
    ['CONDITION_CONFLICTS_DEFECTS', 400, P.errors.CONDITION_CONFLICTS_DEFECTS, L.productCondition],
    ['COVER_NOT_FIRST_PHOTO', 400, 'The cover must be the first photo', L.productImg],
  ])(
    'When the server answers %s, then its message shows beside that field',
    async (code, status, message, label) => {
      const { user } = renderAddProduct(() => json({ message, code }, { status }));
      await fillSpecFields(user);
      numberedUploads();
      await user.upload(field(L.productImg), png('a.png'));
      await screen.findByText('Photo uploaded.');
      await submit(user);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    },
  );
});
