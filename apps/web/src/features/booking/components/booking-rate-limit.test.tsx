import { BUYING_TEXTS } from '@phonebazaar/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeAccessToken } from '../../../lib/access-token';
import type { Session } from '../../../lib/session';
import { uploadImage } from '../../../lib/upload-image';
import { fakeToken } from '../../../test/fake-identity';
import { makeProduct } from '../../../test/fixtures';
import { json, mockApi } from '../../../test/mock-api';
import { mockUpload } from '../../../test/mock-upload';
import { renderRoutes } from '../../../test/render-routes';
import { BookingModal } from './booking-modal';

/** The server's 429 shape (decision 011): the message is what the user must read. */
const LIMITED = {
  message: 'Too many bookings. Try again in 42 minutes.',
  code: 'RATE_LIMITED',
};

const buyer: Session = {
  status: 'signed-in',
  user: { uid: 'u1', email: 'sadia@example.test', displayName: 'Sadia Rahman', photoURL: '' },
  logout: async () => {},
};

describe('Abuse limits in the web app', () => {
  it("When a booking is refused with 429, then the server's message shows in a toast and the form stays open", async () => {
    storeAccessToken(fakeToken('sadia@example.test'));
    mockApi({ '/api/booking': () => json(LIMITED, { status: 429 }) });
    const onClose = vi.fn();
    const product = makeProduct({ _id: 'p-7', productName: 'Galaxy S21' });
    const { user } = renderRoutes(
      [{ path: '/all-products', element: <BookingModal product={product} onClose={onClose} /> }],
      { initialEntries: ['/all-products'], session: buyer },
    );
    await user.type(screen.getByLabelText(BUYING_TEXTS.buyerNumber), '01712345678');
    await user.type(screen.getByLabelText(BUYING_TEXTS.meetingLocation), 'GEC Circle');
    await user.click(screen.getByRole('button', { name: BUYING_TEXTS.submitBooking }));

    expect(await screen.findByText(LIMITED.message)).toBeInTheDocument();
    // Waiting fixes it, so what the buyer typed is kept.
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(BUYING_TEXTS.meetingLocation)).toHaveValue('GEC Circle');
  });

  it("When an upload is refused with 429, then it fails with the server's message and code", async () => {
    const control = mockUpload({ manual: true });
    const upload = uploadImage(new File(['x'], 'a.png', { type: 'image/png' }));
    control.respond(429, {
      message: 'Too many pictures uploaded. Try again in 5 minutes.',
      code: 'RATE_LIMITED',
    });
    await expect(upload).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many pictures uploaded. Try again in 5 minutes.',
    });
  });
});
