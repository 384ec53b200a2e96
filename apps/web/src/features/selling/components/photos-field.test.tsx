import { PRODUCT_FIELD_LABELS as L, SELLING_TEXTS } from '@phonebazaar/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockUpload } from '../../../test/mock-upload';
import {
  field,
  fillSpecFields,
  numberedUploads,
  png,
  renderAddProduct,
  submit,
} from '../test/add-product-harness';

const photoList = () => screen.getByRole('list', { name: /^Photos \(/ });
/** Each photo's row as "Photo n: <the file it shows>". */
const order = () =>
  within(photoList())
    .getAllByRole('listitem')
    .map((li) => li.querySelector('img')?.getAttribute('src'));

describe('Add Product photos (issue #16)', () => {
  it('When three photos are picked, then they upload one at a time, each with its own progress', async () => {
    const upload = mockUpload({ manual: true });
    const { user } = renderAddProduct();
    await screen.findByRole('option', { name: 'Apple' });
    await user.upload(field(L.productImg), [png('a.png'), png('b.png'), png('c.png')]);

    expect(screen.getByRole('list', { name: 'Photos (3 of 8)' })).toBeInTheDocument();
    act(() => upload.progress(40));
    expect(screen.getByRole('progressbar', { name: 'Uploading product image' })).toHaveValue(40);
    expect(screen.getAllByText('Waiting to upload…')).toHaveLength(2);
    expect(upload.uploads).toHaveLength(1);

    act(() => upload.respond(200, { success: true, data: { url: '/images/a.webp' } }));
    await waitFor(() => expect(upload.uploads).toHaveLength(2));
    act(() => upload.progress(70));
    expect(screen.getByRole('progressbar', { name: 'Uploading product image 2' })).toHaveValue(70);
    expect(screen.getAllByText('Photo uploaded.')).toHaveLength(1);
    expect(upload.uploads.map((u) => u.file?.name)).toEqual(['a.png', 'b.png']);
  });

  it('When photos are moved and removed with the keyboard, then the order is sent with the first as the cover', async () => {
    numberedUploads();
    const { user, posted } = renderAddProduct();
    await fillSpecFields(user);
    await user.upload(field(L.productImg), [png('a.png'), png('b.png'), png('c.png')]);
    await waitFor(() => expect(screen.getAllByText('Photo uploaded.')).toHaveLength(3));
    const [first, second, third] = order();

    // Keyboard: focus the third photo's "earlier" button and press Enter twice.
    screen.getByRole('button', { name: 'Move photo 3 earlier' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual([first, third, second]);
    // Focus follows the photo, now number 2.
    expect(screen.getByRole('button', { name: 'Move photo 2 earlier' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual([third, first, second]);
    // At the front "earlier" is disabled, so focus moves to "later".
    expect(screen.getByRole('button', { name: 'Move photo 1 later' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    expect(within(photoList()).getAllByRole('listitem')[0]).toHaveTextContent('Cover');

    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    expect(order()).toEqual([third, first]);
    await submit(user);

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      productImg: '/images/photo-3.webp',
      photos: ['/images/photo-3.webp', '/images/photo-1.webp'],
    });
  });

  it('When a photo is removed while it uploads, then its upload stops and the next one starts', async () => {
    const upload = mockUpload({ manual: true });
    const { user } = renderAddProduct();
    await screen.findByRole('option', { name: 'Apple' });
    await user.upload(field(L.productImg), [png('a.png'), png('b.png')]);
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(upload.uploads).toHaveLength(2));
    expect(upload.uploads[1]?.file?.name).toBe('b.png');
    expect(screen.getByRole('list', { name: 'Photos (1 of 8)' })).toBeInTheDocument();
  });

  it('When more than eight photos are picked, then eight are kept and the form says why', async () => {
    numberedUploads();
    const { user } = renderAddProduct();
    await screen.findByRole('option', { name: 'Apple' });
    const nine = Array.from({ length: 9 }, (_, i) => png(`p${i}.png`));
    await user.upload(field(L.productImg), nine);
    expect(await screen.findByText('At most 8 photos')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Photos (8 of 8)' })).toBeInTheDocument();
    expect(field(L.productImg)).toBeDisabled();
  });

  it('When an upload fails, then that photo is dropped, the message shows and the form waits for none', async () => {
    const upload = mockUpload({ manual: true });
    const { user, posted } = renderAddProduct();
    await fillSpecFields(user);
    await user.upload(field(L.productImg), [png('a.png')]);
    await submit(user);
    expect(await screen.findByText(SELLING_TEXTS.waitForUpload)).toBeInTheDocument();
    act(() => upload.respond(413, { message: 'The image is too large', code: 'TOO_LARGE' }));
    expect(await screen.findByText('The image is too large')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /^Photos \(/ })).not.toBeInTheDocument();
    expect(posted).toEqual([]);
  });
});
