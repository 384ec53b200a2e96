import { PHONE_TEXTS, LISTING_TEXTS as T, TEXTS } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeListing } from '../../test/listings';
import { json, mockApi } from '../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../test/render-routes';
import { createRoutes } from '../router';

const photos = ['/images/a.webp', '/images/b.webp', '/images/c.webp'];
const phone = makeListing({
  _id: 'l-1',
  productName: 'Pixel 8 Pro',
  sellingPrice: 450,
  marketPrice: 600,
  productCondition: 'Good',
  photos,
  productImg: photos[0],
  modelName: 'Pixel 8 Pro',
  storageGb: 256,
  batteryHealth: 88,
  defects: ['dead-pixels'],
  accessories: ['box', 'cable'],
  imeiOnFile: true,
  imeiLast4: '4321',
  seller: {
    name: 'Arif',
    img: '',
    verified: true,
    memberSince: '2023-01-10T00:00:00.000Z',
    completedSales: 3,
  },
});

function openListing(id: string, answer: () => Response) {
  mockApi({ [`/api/listings/${id}`]: answer, '/api/auth/get-session': () => json(null) });
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: [`/listings/${id}`],
  });
}

describe('Listing page', () => {
  it('When a listing opens, then its name, prices, grade rubric, facts, chips and seller show', async () => {
    openListing('l-1', () => json(phone));
    expect(await screen.findByRole('heading', { name: 'Pixel 8 Pro', level: 1 })).toBeVisible();
    expect(document.title).toBe('Pixel 8 Pro - PhoneBazaar');
    expect(screen.getByText('$450')).toBeInTheDocument();
    expect(screen.getByText('$600')).toHaveClass('line-through');
    expect(screen.getByText(T.belowMarket('$150', 25))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: T.grade('Good') })).toBeInTheDocument();
    expect(screen.getByText(PHONE_TEXTS.grades.Good.screen)).toBeInTheDocument();
    expect(screen.getByText('256 GB')).toBeInTheDocument();
    expect(screen.getByText('88%')).toBeInTheDocument();
    expect(screen.getByText(T.imeiLast4('4321'))).toBeInTheDocument();
    expect(screen.getByText(PHONE_TEXTS.imeiOnFile)).toBeInTheDocument();
    const defects = screen.getByRole('list', { name: PHONE_TEXTS.labels.defects });
    expect(
      within(defects)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([PHONE_TEXTS.defects['dead-pixels']]);
    const accessories = screen.getByRole('list', { name: PHONE_TEXTS.labels.accessories });
    expect(within(accessories).getAllByRole('listitem')).toHaveLength(2);
    const seller = screen.getByRole('region', { name: T.seller });
    expect(within(seller).getByText('Arif')).toBeInTheDocument();
    expect(within(seller).getByRole('img', { name: TEXTS.verifiedSeller })).toBeInTheDocument();
    expect(within(seller).getByText(/Member since January 10, 2023/)).toBeInTheDocument();
    expect(within(seller).getByText(/3 completed sales/)).toBeInTheDocument();
    // The card's actions for a visitor: Book now sends them to sign in.
    expect(await screen.findByRole('link', { name: TEXTS.bookNow })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('When the gallery has focus, then the arrow keys, Home and End move between photos and a photo zooms', async () => {
    const { user } = openListing('l-1', () => json(phone));
    const gallery = await screen.findByRole('region', { name: T.photos('Pixel 8 Pro') });
    const counter = () => within(gallery).getByText(/^Photo \d of 3$/);
    expect(counter()).toHaveTextContent(T.photoOf(1, 3));
    expect(within(gallery).getByRole('button', { name: T.previousPhoto })).toBeDisabled();

    within(gallery)
      .getByRole('button', { name: T.zoomPhoto(1) })
      .focus();
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent(T.photoOf(2, 3));
    expect(within(gallery).getByRole('button', { name: T.showPhoto(2) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.keyboard('{End}');
    expect(counter()).toHaveTextContent(T.photoOf(3, 3));
    expect(within(gallery).getByRole('button', { name: T.nextPhoto })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent(T.photoOf(3, 3));
    await user.keyboard('{Home}');
    expect(counter()).toHaveTextContent(T.photoOf(1, 3));
    await user.click(within(gallery).getByRole('button', { name: T.nextPhoto }));
    expect(counter()).toHaveTextContent(T.photoOf(2, 3));

    await user.click(within(gallery).getByRole('button', { name: T.zoomPhoto(2) }));
    const zoom = await screen.findByRole('dialog', { name: T.photoOf(2, 3) });
    expect(within(zoom).getByRole('img')).toHaveAttribute('src', photos[1]);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: T.photoOf(3, 3) })).toBeInTheDocument();
    await user.click(within(zoom).getByRole('button', { name: T.zoomIn }));
    expect(within(zoom).getByRole('button', { name: T.zoomIn })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(zoom).getByRole('button', { name: T.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The gallery shows the photo the zoom view closed on.
    expect(counter()).toHaveTextContent(T.photoOf(3, 3));
  });

  it('When the browser cannot share, then Share copies the link and says so', async () => {
    const { user } = openListing('l-1', () => json(phone));
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await user.click(await screen.findByRole('button', { name: T.share }));
    expect(writeText).toHaveBeenCalledWith(phone.url);
    expect(await screen.findByText(T.linkCopied)).toBeInTheDocument();
  });

  it('When the browser can share, then its share sheet gets the title and link and nothing is copied', async () => {
    const { user } = openListing('l-1', () => json(phone));
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    await user.click(await screen.findByRole('button', { name: T.share }));
    expect(share).toHaveBeenCalledWith({ title: 'Pixel 8 Pro', url: phone.url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('When a listing has one picture and no details, then no arrows, counter or defect claims show', async () => {
    const old = makeListing({ _id: 'l-2', productName: 'Old Phone' });
    openListing('l-2', () => json(old));
    const gallery = await screen.findByRole('region', { name: T.photos('Old Phone') });
    expect(within(gallery).getAllByRole('img')).toHaveLength(1);
    expect(within(gallery).queryByRole('button', { name: T.nextPhoto })).not.toBeInTheDocument();
    expect(screen.queryByText(PHONE_TEXTS.noDefects)).not.toBeInTheDocument();
    expect(screen.queryByText(PHONE_TEXTS.imeiOnFile)).not.toBeInTheDocument();
  });

  it('When the listing was sold, then the page says so and links to its brand', async () => {
    openListing('l-3', () =>
      json(
        {
          message: 'This phone has been sold.',
          code: 'LISTING_GONE',
          sold: true,
          categoriesId: 'apple',
        },
        { status: 410 },
      ),
    );
    expect(await screen.findByRole('heading', { name: T.gone.soldTitle, level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: T.gone.similar })).toHaveAttribute(
      'href',
      '/categories/apple',
    );
    await waitFor(() => expect(document.title).toBe(`${T.gone.soldTitle} - PhoneBazaar`));
  });

  it('When the listing was taken off the market, then the page says it is no longer listed', async () => {
    openListing('l-4', () =>
      json(
        { message: 'No longer listed.', code: 'LISTING_GONE', sold: false, categoriesId: 'apple' },
        { status: 410 },
      ),
    );
    expect(
      await screen.findByRole('heading', { name: T.gone.removedTitle, level: 1 }),
    ).toBeVisible();
    expect(screen.queryByText(T.gone.soldTitle)).not.toBeInTheDocument();
  });

  it('When the listing is deleted while its page is open, then the refresh shows it is no longer listed', async () => {
    let deleted = false;
    const { queryClient } = openListing('l-5', () =>
      deleted
        ? json(
            { message: 'No longer listed.', code: 'LISTING_GONE', sold: false, categoriesId: 'c' },
            { status: 410 },
          )
        : json(makeListing({ _id: 'l-5', productName: 'Moto G' })),
    );
    await screen.findByRole('heading', { name: 'Moto G', level: 1 });
    deleted = true;
    // What every listing change does (productKeys.all, lib/query-keys.ts).
    await queryClient.invalidateQueries({ queryKey: ['products'] });
    expect(
      await screen.findByRole('heading', { name: T.gone.removedTitle, level: 1 }),
    ).toBeVisible();
  });

  it('When the id is unknown, then the 404 text shows with a way home', async () => {
    openListing('nope', () =>
      json({ message: 'Listing not found.', code: 'LISTING_NOT_FOUND' }, { status: 404 }),
    );
    expect(await screen.findByRole('heading', { name: TEXTS.notFound, level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
