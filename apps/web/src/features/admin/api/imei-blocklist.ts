import type { BlockedImei, ImeiBlockBody } from '@phonebazaar/shared';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { getPageWithAccessToken, sendWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { productKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { adminListOptions, type DeletedReply, pagePath } from './admin-keys';

export interface ImeiBlockedReply {
  acknowledged: boolean;
  insertedId: string;
  withdrawnCount: number;
}

/** GET /api/admin/imei-blocklist (admin): blocked IMEIs, newest first (issue #16). */
export function getBlockedImeis(email: string, cursor?: string) {
  return getPageWithAccessToken<BlockedImei>(pagePath('/admin/imei-blocklist', cursor), email);
}

export function useBlockedImeis() {
  return useInfiniteQuery(
    adminListOptions<BlockedImei>(
      adminKeys.imeiBlocklist,
      useSession().user?.email ?? '',
      getBlockedImeis,
    ),
  );
}

/**
 * POST /api/admin/imei-blocklist: 201, or 400 IMEI_LENGTH / IMEI_CHECK_DIGIT, 409
 * IMEI_ALREADY_BLOCKED. Blocking may take live listings off the market (and into Reported
 * Items' reports), so the admin lists and the storefront's lists are refreshed too.
 */
export function useBlockImei() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (body: ImeiBlockBody) =>
      sendWithAccessToken<ImeiBlockedReply>('POST', '/admin/imei-blocklist', email, { body }),
    meta: { invalidates: [adminKeys.all, productKeys.all] },
  });
}

/** DELETE /api/admin/imei-blocklist/:id; 404 when another admin removed it first. */
export function useUnblockImei() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (id: string) =>
      sendWithAccessToken<DeletedReply>(
        'DELETE',
        `/admin/imei-blocklist/${encodeURIComponent(id)}`,
        email,
      ),
    // Settled: after a 404 the stale row must go too.
    meta: { invalidates: [adminKeys.imeiBlocklist] },
  });
}
