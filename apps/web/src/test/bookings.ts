import type { BuyerBooking, PaymentPage, SellerBooking } from '@phonebazaar/shared';

let seq = 0;

/** One of the buyer's orders as GET /api/booking/myproduct answers it. */
export function makeOrder(overrides: Partial<BuyerBooking> = {}): BuyerBooking {
  seq += 1;
  return {
    _id: `booking-${seq}`,
    productId: `product-${seq}`,
    productName: `Galaxy S${seq} 256GB`,
    productImg: `/images/galaxy-${seq}.webp`,
    description: 'Like new.',
    meetingLocation: 'GEC Circle, in front of Central Plaza',
    price: 540,
    email: 'buyer@example.test',
    buyerName: 'Bina',
    buyerNumber: '+8801798230561',
    sellerEmail: 'seller@example.test',
    sellerName: 'Sami Seller',
    sellerPhone: '+8801711000000',
    paid: false,
    transactionId: null,
    status: 'active',
    expiresAt: '2030-03-06T10:00:00.000Z',
    createdAt: '2030-03-05T10:00:00.000Z',
    settlement: 'none',
    handoffExpiresAt: null,
    decline: null,
    ...overrides,
  };
}

/** A booking of the seller's listing as GET /api/mysell answers it. */
export function makeSale(overrides: Partial<SellerBooking> = {}): SellerBooking {
  const { description: _d, email, ...order } = makeOrder();
  return { ...order, buyerEmail: email, ...overrides };
}

/** GET /api/makepayment/:id's reply. */
export function makePaymentPage(overrides: Partial<PaymentPage> = {}): PaymentPage {
  const { description: _d, buyerNumber: _n, sellerEmail: _s, ...page } = makeOrder();
  return { ...page, ...overrides };
}
