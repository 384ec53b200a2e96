import type { HandoffCodeReply } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { orderKeys } from '../../../lib/account-query-keys';

/** GET /api/booking/:id/handoff-code (bearer, its buyer, while held): the code and its end. */
export function getHandoffCode(email: string, bookingId: string): Promise<HandoffCodeReply> {
  return getWithAccessToken<HandoffCodeReply>(
    `/booking/${encodeURIComponent(bookingId)}/handoff-code`,
    email,
  );
}

export function handoffCodeQueryOptions(email: string, bookingId: string) {
  return queryOptions({
    // Under the orders key: any change of the deal (released, declined) drops it with the list.
    queryKey: orderKeys.handoffCode(bookingId),
    queryFn: () => getHandoffCode(email, bookingId),
    // The code never changes while the deal is held; it is asked for only once the checklist is ticked.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useHandoffCode(email: string, bookingId: string, enabled: boolean) {
  return useQuery({ ...handoffCodeQueryOptions(email, bookingId), enabled });
}
