import { TEXTS } from '@phonebazaar/shared';
import { render as renderInPage, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { ProductCard } from './product-card';

// The card links to its listing's page, so it renders inside a router.
const render = (card: ReactElement) => renderInPage(<MemoryRouter>{card}</MemoryRouter>);

function badges() {
  const list = screen.queryByRole('list', { name: 'Listing status' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
}

describe('ProductCard', () => {
  it('When a listing has several photos, then the card says how many; with only its cover, nothing', () => {
    const { unmount } = render(
      <ProductCard
        product={makeProduct({ photos: ['/images/a.webp', '/images/b.webp', '/images/c.webp'] })}
      />,
    );
    expect(screen.getByText(TEXTS.badges.photoCount(3))).toBeInTheDocument();
    unmount();
    render(<ProductCard product={makeProduct({ photos: ['/images/a.webp'] })} />);
    expect(screen.queryByText(/photos$/)).not.toBeInTheDocument();
  });

  it('When the listing is unsold, then only the Available badge shows', () => {
    render(<ProductCard product={makeProduct()} />);
    expect(badges()).toEqual([TEXTS.badges.available]);
    expect(screen.queryByText(TEXTS.badges.sold)).not.toBeInTheDocument();
  });

  it('When an unsold listing is advertised, then Available and Advertisement show', () => {
    render(<ProductCard product={makeProduct({ advertisement: true })} />);
    expect(badges()).toEqual([TEXTS.badges.available, TEXTS.badges.advertisement]);
  });

  it('When an unsold listing is booked, then Booked shows in place of Available', () => {
    render(<ProductCard product={makeProduct({ booking: true })} />);
    expect(badges()).toEqual([TEXTS.badges.booked]);
  });

  it('When the listing is sold, then the Sold banner replaces every badge', () => {
    render(
      <ProductCard product={makeProduct({ sold: true, advertisement: true, booking: true })} />,
    );
    expect(badges()).toEqual([]);
    expect(screen.getByText(TEXTS.badges.sold)).toBeVisible();
  });

  it('When the card renders, then prices are USD with $ and the post time is a long date', () => {
    render(
      <ProductCard
        product={makeProduct({
          sellingPrice: 650,
          marketPrice: 1299,
          purchaseYear: '2022-03-15',
          postTime: '2024-03-05T10:00:00.000Z',
        })}
      />,
    );
    expect(screen.getByText('$650')).toBeInTheDocument();
    expect(screen.getByText('$1,299')).toBeInTheDocument();
    expect(screen.getByText('2022')).toBeInTheDocument();
    expect(screen.getByText('March 5, 2024')).toHaveAttribute(
      'datetime',
      '2024-03-05T10:00:00.000Z',
    );
  });

  it('When the card renders, then the image is lazy, sized and named after the product', () => {
    render(<ProductCard product={makeProduct({ productName: 'iPhone 13 128GB' })} />);
    const image = screen.getByRole('img', { name: 'iPhone 13 128GB' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(screen.getByRole('heading', { name: 'iPhone 13 128GB' })).toBeInTheDocument();
  });

  it('When the seller is verified, then a Verified seller icon with a tooltip sits by the name', () => {
    render(<ProductCard product={makeProduct({ sellerName: 'Nusrat', sellerVerified: true })} />);
    const icon = screen.getByRole('img', { name: TEXTS.verifiedSeller });
    expect(icon.closest('[data-tip]')).toHaveAttribute('data-tip', TEXTS.verifiedSeller);
    expect(icon.closest('p')).toHaveTextContent('Nusrat');
  });

  it('When the seller is not verified, then no verified icon shows', () => {
    render(<ProductCard product={makeProduct({ sellerVerified: false })} />);
    expect(screen.queryByRole('img', { name: TEXTS.verifiedSeller })).not.toBeInTheDocument();
  });

  it('When actions are given, then they render in the card', () => {
    render(<ProductCard product={makeProduct()} actions={<button type="button">Report</button>} />);
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
  });

  it("When the card renders, then its name links to the listing's page and the picture leads there too", () => {
    render(<ProductCard product={makeProduct({ _id: 'p-42', productName: 'Pixel 42' })} />);
    const [picture, name] = screen.getAllByRole('link', { name: 'Pixel 42' });
    expect(name).toHaveAttribute('href', '/listings/p-42');
    expect(picture).toHaveAttribute('href', '/listings/p-42');
    expect(picture).toContainElement(screen.getByRole('img', { name: 'Pixel 42' }));
    // One stop for the keyboard: the name.
    expect(picture).toHaveAttribute('tabindex', '-1');
    expect(name).not.toHaveAttribute('tabindex');
  });
});
