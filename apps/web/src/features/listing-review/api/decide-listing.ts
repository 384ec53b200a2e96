import type { BulkApproveBody, RejectListingBody } from '@phonebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
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
 * Every decision moves listings on and off the market, so besides the queue the public
 * lists (cached under other features' keys) are stale too: everything cached is
 * invalidated, which for an admin's few open lists is cheap.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useApproveListing() {
  const email = useSession().user?.email ?? '';
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => approveListing(email, id),
    onSettled: refresh,
  });
}

export function useRejectListing() {
  const email = useSession().user?.email ?? '';
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: RejectListingBody & { id: string }) =>
      rejectListing(email, id, body),
    onSettled: refresh,
  });
}

export function useApproveListings() {
  const email = useSession().user?.email ?? '';
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: string[]) => approveListings(email, { ids }),
    onSettled: refresh,
  });
}
