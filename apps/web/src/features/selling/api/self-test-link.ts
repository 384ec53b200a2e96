import type { ListingCodeReply, SelfTestLink } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { productKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

const base = (id: string) => `/product/${encodeURIComponent(id)}`;

/**
 * Issue #36 item 3 (decision 056): POST /api/product/:id/self-test-link, the single-use link
 * (valid an hour) to open on the phone being sold; a newer one ends the older.
 */
export function useSelfTestLink() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (id: string) =>
      sendWithAccessToken<SelfTestLink>('POST', `${base(id)}/self-test-link`, email),
  });
}

/** POST /api/product/:id/listing-code: a new code; the code photo is cleared with the old one. */
export function useChangeListingCode() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (id: string) =>
      sendWithAccessToken<ListingCodeReply>('POST', `${base(id)}/listing-code`, email),
    meta: { invalidates: [productKeys.all] },
  });
}
