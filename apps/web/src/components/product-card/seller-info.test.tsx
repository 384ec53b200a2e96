import { RATING_TEXTS, TEXTS } from '@phonebazaar/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { ProductCard } from './product-card';

const renderCard = (product: ReturnType<typeof makeProduct>) =>
  render(
    <MemoryRouter>
      <ProductCard product={product} />
    </MemoryRouter>,
  );

describe('Product card seller (issue #19)', () => {
  it('When the seller is rated and trusted, then the card shows the rating, its count and both marks, and the name links to the profile', () => {
    renderCard(
      makeProduct({
        sellerName: 'Arif Hossain',
        sellerId: 'user-arif',
        sellerVerified: true,
        sellerTrusted: true,
        sellerRating: { average: 4.8, count: 12 },
      }),
    );
    expect(screen.getByRole('link', { name: 'Arif Hossain' })).toHaveAttribute(
      'href',
      '/sellers/user-arif',
    );
    expect(screen.getByText('(12)', { exact: false })).toHaveTextContent('4.8 ★ (12)');
    expect(screen.getByText(RATING_TEXTS.label(4.8, 12))).toHaveClass('sr-only');
    expect(screen.getByRole('img', { name: TEXTS.verifiedSeller })).toBeInTheDocument();
    expect(screen.getByText(RATING_TEXTS.trustedSeller)).toBeInTheDocument();
  });

  it('When the seller has no published review and no trusted mark, then neither shows', () => {
    renderCard(makeProduct({ sellerRating: { average: null, count: 0 }, sellerTrusted: false }));
    expect(screen.queryByText(/★/)).not.toBeInTheDocument();
    expect(screen.queryByText(RATING_TEXTS.trustedSeller)).not.toBeInTheDocument();
  });
});
