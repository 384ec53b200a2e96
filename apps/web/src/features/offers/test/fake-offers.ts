import type { Offer } from '@phonebazaar/shared';

export function makeOffer(over: Partial<Offer> = {}): Offer {
  return {
    id: 'o1',
    listingId: 'l1',
    productName: 'Pixel 8',
    productImg: 'https://img.test/p8.jpg',
    listingPrice: 400,
    amount: 300,
    counter: null,
    status: 'open',
    closedBy: null,
    role: 'seller',
    otherName: 'Rahim',
    createdAt: '2030-03-01T10:00:00.000Z',
    expiresAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    bookingId: null,
    paid: false,
    offersLeft: 2,
    ...over,
  };
}
