import type { OutboxMail } from '@phonebazaar/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getPageWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';
import { adminListOptions, pagePath } from './admin-keys';

/** GET /api/admin/outbox (admin): every mail, newest first (Outbox, issue #14). */
export function getOutbox(email: string, cursor?: string) {
  return getPageWithAccessToken<OutboxMail>(pagePath('/admin/outbox', cursor), email);
}

export function useOutbox() {
  return useInfiniteQuery(
    adminListOptions<OutboxMail>(adminKeys.outbox, useSession().user?.email ?? '', getOutbox),
  );
}
