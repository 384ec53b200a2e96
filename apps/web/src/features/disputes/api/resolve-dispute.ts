import type { ResolveDisputeBody } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys, bookingChangeKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** POST /api/admin/disputes/:id/resolve (admin): refund the buyer or release to the seller. */
export function resolveDispute(
  email: string,
  bookingId: string,
  body: ResolveDisputeBody,
): Promise<unknown> {
  return sendWithAccessToken<unknown>(
    'POST',
    `/admin/disputes/${encodeURIComponent(bookingId)}/resolve`,
    email,
    { body },
  );
}

export function useResolveDispute(bookingId: string) {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (body: ResolveDisputeBody) => resolveDispute(email, bookingId, body),
    // Decided here or by another admin meanwhile: the list reads again either way; a refund
    // puts the phone back on sale, so product lists read again too. The disputes list sits under
    // the admin root, so All Sell and the other admin lists follow.
    meta: { invalidates: [adminKeys.all, ...bookingChangeKeys] },
  });
}
