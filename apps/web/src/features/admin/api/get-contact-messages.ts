import type { ContactMessage } from '@phonebazaar/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getPageWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';
import { adminListOptions, pagePath } from './admin-keys';

/** GET /api/admin/contact-messages (admin): Contact Us messages, newest first (issue #23 item 3). */
export function getContactMessages(email: string, cursor?: string) {
  return getPageWithAccessToken<ContactMessage>(pagePath('/admin/contact-messages', cursor), email);
}

export function useContactMessages() {
  return useInfiniteQuery(
    adminListOptions<ContactMessage>(
      adminKeys.contactMessages,
      useSession().user?.email ?? '',
      getContactMessages,
    ),
  );
}
