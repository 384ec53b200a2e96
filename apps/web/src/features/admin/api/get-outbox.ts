import type { OutboxMail } from '@phonebazaar/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getPageWithAccessToken } from '../../../lib/access-token-client';
import { useSession } from '../../../lib/session';
import { ADMIN_KEY, adminListOptions, pagePath } from './admin-keys';

const OUTBOX_KEY = [...ADMIN_KEY, 'outbox'] as const;

/** GET /api/admin/outbox (admin): every mail, newest first (Outbox, issue #14). */
export function getOutbox(email: string, cursor?: string) {
  return getPageWithAccessToken<OutboxMail>(pagePath('/admin/outbox', cursor), email);
}

export function useOutbox() {
  return useInfiniteQuery(
    adminListOptions<OutboxMail>(OUTBOX_KEY, useSession().user?.email ?? '', getOutbox),
  );
}
