import type { BookingBody } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { bookingChangeKeys } from '../../../lib/account-query-keys';

export interface BookingReply {
  acknowledged: boolean;
  insertedId: string;
}

/** POST /api/booking (bearer) with the spec's booking payload (spec §3). */
export function createBooking(email: string, body: BookingBody): Promise<BookingReply> {
  return sendWithAccessToken<BookingReply>('POST', '/booking', email, { body });
}

export function useCreateBooking(email: string) {
  return useMutation({
    mutationFn: (body: BookingBody) => createBooking(email, body),
    // Success or a 409, the listing's state changed: every product list must show it
    // ('Booked' badge) and My Order must list the new booking.
    meta: { invalidates: bookingChangeKeys },
  });
}
