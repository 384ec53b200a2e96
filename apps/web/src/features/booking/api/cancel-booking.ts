import type { CancelBookingReply } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { bookingChangeKeys } from '../../../lib/account-query-keys';

/** POST /api/booking/:id/cancel (bearer): the buyer gives an unpaid booking back (issue #14). */
export function cancelBooking(email: string, bookingId: string): Promise<CancelBookingReply> {
  return sendWithAccessToken<CancelBookingReply>(
    'POST',
    `/booking/${encodeURIComponent(bookingId)}/cancel`,
    email,
  );
}

export function useCancelBooking(email: string) {
  return useMutation({
    mutationFn: (bookingId: string) => cancelBooking(email, bookingId),
    // Either way the booking's state may have moved (cancelled, or paid meanwhile): My Order
    // and every product list ('Booked' badge) read it again.
    meta: { invalidates: bookingChangeKeys },
  });
}
