import type { BulkApproveBody, RejectListingBody } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { productKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export interface DecisionReply {
  acknowledged: true;
  modifiedCount: number;
}

/** POST /api/admin/listings/:id/approve (admin): it leaves the queue (and goes live if held). */
export function approveListing(email: string, id: string): Promise<DecisionReply> {
  return sendWithAccessToken('POST', `/admin/listings/${encodeURIComponent(id)}/approve`, email);
}

/** POST /api/admin/listings/:id/reject { reason, note } (admin): off the market, seller told. */
export function rejectListing(
  email: string,
  id: string,
  body: RejectListingBody,
): Promise<DecisionReply> {
  return sendWithAccessToken('POST', `/admin/listings/${encodeURIComponent(id)}/reject`, email, {
    body,
  });
}

/** POST /api/admin/review-queue/approve { ids } (admin): several at once. */
export function approveListings(email: string, body: BulkApproveBody): Promise<DecisionReply> {
  return sendWithAccessToken('POST', '/admin/review-queue/approve', email, { body });
}

/**
 * Every decision moves listings on and off the market, so besides the queue (an admin list)
 * every product list and listing page is stale too.
 */
const DECIDED = { invalidates: [adminKeys.all, productKeys.all] };

export function useApproveListing() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (id: string) => approveListing(email, id),
    meta: DECIDED,
  });
}

export function useRejectListing() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: ({ id, ...body }: RejectListingBody & { id: string }) =>
      rejectListing(email, id, body),
    meta: DECIDED,
  });
}

export function useApproveListings() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (ids: string[]) => approveListings(email, { ids }),
    meta: DECIDED,
  });
}
