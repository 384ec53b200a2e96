import type { DisputeStatementBody, MyDispute } from '@phonebazaar/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getWithAccessToken, sendWithAccessToken } from '../../../lib/access-token-client';
import { bookingChangeKeys, orderKeys } from '../../../lib/account-query-keys';

const base = (bookingId: string) => `/booking/${encodeURIComponent(bookingId)}/dispute`;

/** GET /api/booking/:id/dispute (its buyer or seller): their side, the decision and its reason. */
export function useDealDispute(email: string, bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.dispute(email, bookingId),
    queryFn: () => getWithAccessToken<MyDispute>(base(bookingId), email),
    enabled: enabled && email !== '',
  });
}

/** POST /api/booking/:id/dispute/statement: the caller's side, once, before their deadline. */
export function useStateDispute(email: string, bookingId: string) {
  return useMutation({
    mutationFn: (body: DisputeStatementBody) =>
      sendWithAccessToken<MyDispute>('POST', `${base(bookingId)}/statement`, email, { body }),
    meta: { invalidates: bookingChangeKeys },
  });
}
