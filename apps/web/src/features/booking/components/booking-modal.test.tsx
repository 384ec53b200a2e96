import { BUYING_TEXTS, TEXTS } from '@phonebazaar/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeAccessToken } from '../../../lib/access-token';
import type { Session } from '../../../lib/session';
import { fakeToken } from '../../../test/fake-identity';
import { makeProduct } from '../../../test/fixtures';
import { json, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { BookingModal } from './booking-modal';

const B = BUYING_TEXTS;
const buyer: Session = {
  status: 'signed-in',
  user: { uid: 'u1', email: 'sadia@example.test', displayName: 'Sadia Rahman', photoURL: '' },
  logout: async () => {},
};
const product = makeProduct({
  _id: 'p-42',
  productName: 'iPhone 13 128GB',
  sellingPrice: 650,
  productImg: '/images/iphone.webp',
  sellerEmail: 'arif@example.test',
});

function renderModal(reply: () => Response = () => json({ acknowledged: true, insertedId: 'b1' })) {
  storeAccessToken(fakeToken(buyer.user?.email ?? ''));
  const posted: unknown[] = [];
  mockApi({
    '/api/booking': (_url, init) => {
      posted.push(JSON.parse(String(init.body)));
      return reply();
    },
  });
  const onClose = vi.fn();
  const view = renderRoutes(
    [
      { path: '/all-products', element: <BookingModal product={product} onClose={onClose} /> },
      { path: '/dashboard/myorder', element: <p>My orders page</p> },
    ],
    { initialEntries: ['/all-products'], session: buyer },
  );
  return { ...view, posted, onClose };
}

describe('Booking modal', () => {
  it('When it opens, then product, price, buyer name and email are prefilled and read-only', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Book iPhone 13 128GB' })).toBeInTheDocument();
    const readOnly: [string, string][] = [
      [B.productName, 'iPhone 13 128GB'],
      [B.price, '$650'],
      [B.buyerName, 'Sadia Rahman'],
      [B.buyerEmail, 'sadia@example.test'],
    ];
    for (const [label, value] of readOnly) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    }
    expect(screen.getByLabelText(B.buyerNumber)).not.toHaveAttribute('readonly');
  });

  it('When submitted empty, then both fields say they are required and nothing is sent; fixing one clears its message as typed', async () => {
    const { user, posted } = renderModal();
    await user.click(screen.getByRole('button', { name: B.submitBooking }));

    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Meeting location is required')).toBeInTheDocument();
    expect(screen.getByLabelText(B.buyerNumber)).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);

    await user.type(screen.getByLabelText(B.buyerNumber), 'call me');
    expect(
      await screen.findByText('Phone number must be 7 to 15 digits, with an optional leading +'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(B.buyerNumber));
    await user.type(screen.getByLabelText(B.buyerNumber), '01712345678');
    await waitFor(() => expect(screen.queryByText(/Phone number must be/)).not.toBeInTheDocument());
    expect(screen.getByText('Meeting location is required')).toBeInTheDocument();
  });

  it('When the form is sent, then the spec payload is posted, Product is Booked shows and My Order opens', async () => {
    const { user, posted, router, onClose } = renderModal();
    await user.type(screen.getByLabelText(B.buyerNumber), '+880 1712-345678');
    await user.type(screen.getByLabelText(B.meetingLocation), 'Bashundhara City, level 5');
    await user.click(screen.getByRole('button', { name: B.submitBooking }));

    expect(await screen.findByText(TEXTS.toast.booked)).toBeInTheDocument();
    expect(posted).toEqual([
      {
        productId: 'p-42',
        buyerNumber: '+8801712345678',
        meetingLocation: 'Bashundhara City, level 5',
        buyerEmail: 'sadia@example.test',
        buyerName: 'Sadia Rahman',
        productName: 'iPhone 13 128GB',
        price: 650,
        productImg: '/images/iphone.webp',
        sellerEmail: 'arif@example.test',
      },
    ]);
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/myorder'));
  });

  it('When the server says the phone is already booked, then its message shows in a toast and the modal closes', async () => {
    const { user, router, onClose, queryClient } = renderModal(() =>
      json(
        { message: 'This phone is already booked by another buyer.', code: 'LISTING_BOOKED' },
        { status: 409 },
      ),
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.type(screen.getByLabelText(B.buyerNumber), '01712345678');
    await user.type(screen.getByLabelText(B.meetingLocation), 'GEC Circle');
    await user.click(screen.getByRole('button', { name: B.submitBooking }));

    expect(
      await screen.findByText('This phone is already booked by another buyer.'),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/all-products');
    // The product lists are refreshed, so the card shows 'Booked'.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['products'] });
  });

  it.each([
    [
      'TOO_MANY_OPEN_BOOKINGS',
      'You already have 3 unpaid bookings. Pay for one or cancel it in My Order before booking another phone.',
    ],
    [
      'REBOOK_COOLDOWN',
      'Your earlier booking of this phone ended without payment. You can book it again in 23 hours.',
    ],
  ])(
    'When the server refuses with %s (issue #14, 7), then its message shows in a toast',
    async (code, message) => {
      const { user, onClose } = renderModal(() => json({ message, code }, { status: 409 }));
      await user.type(screen.getByLabelText(B.buyerNumber), '01712345678');
      await user.type(screen.getByLabelText(B.meetingLocation), 'GEC Circle');
      await user.click(screen.getByRole('button', { name: B.submitBooking }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(onClose).toHaveBeenCalled();
    },
  );

  it('When the close mark is pressed, then the modal closes without sending anything', async () => {
    const { user, posted, onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(posted).toEqual([]);
  });
});
