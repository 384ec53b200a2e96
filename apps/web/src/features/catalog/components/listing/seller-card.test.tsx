import { RATING_TEXTS } from '@phonebazaar/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SellerCard } from './seller-card';

const seller = {
  name: 'Arif',
  img: '',
  verified: true,
  memberSince: '2023-01-10T00:00:00.000Z',
  completedSales: 24,
};

describe('Listing page seller card (issue #19)', () => {
  it("When the seller is rated and trusted, then the card says so and links to the seller's profile", () => {
    render(
      <MemoryRouter>
        <SellerCard
          seller={seller}
          listing={{
            sellerId: 'user-arif',
            sellerRating: { average: 4.5, count: 2 },
            sellerTrusted: true,
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Arif' })).toHaveAttribute(
      'href',
      '/sellers/user-arif',
    );
    expect(screen.getByText(RATING_TEXTS.label(4.5, 2))).toBeInTheDocument();
    expect(screen.getByText(RATING_TEXTS.trustedSeller)).toBeInTheDocument();
  });
});
