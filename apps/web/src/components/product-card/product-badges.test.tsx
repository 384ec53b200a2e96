import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductBadges } from './product-badges';

const listing = { sold: false, advertisement: false, booking: false };

describe('Card badges: below typical (issue #20)', () => {
  it('When the listing is priced below what similar phones sold for, then the card says by how much', () => {
    render(
      <ProductBadges
        product={{ ...listing, typicalPrice: { median: 500, percentBelow: 12, basis: 'exact' } }}
      />,
    );
    expect(screen.getByText('12% below typical')).toBeInTheDocument();
  });

  it('When it is at or above typical, or too few sold to say, then there is no such badge', () => {
    const { rerender } = render(
      <ProductBadges
        product={{ ...listing, typicalPrice: { median: 500, percentBelow: 0, basis: 'exact' } }}
      />,
    );
    expect(screen.queryByText(/below typical/)).toBeNull();
    rerender(
      <ProductBadges
        product={{
          ...listing,
          typicalPrice: { median: 500, percentBelow: -8, basis: 'model-storage' },
        }}
      />,
    );
    expect(screen.queryByText(/below typical/)).toBeNull();
    rerender(<ProductBadges product={{ ...listing, typicalPrice: null }} />);
    expect(screen.queryByText(/below typical/)).toBeNull();
    rerender(<ProductBadges product={listing} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
