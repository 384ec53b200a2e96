import type { ContactMessage } from '@phonebazaar/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getPageWithAccessToken } from '../../../lib/access-token-client';
import { useSession } from '../../../lib/session';
import { ADMIN_KEY, adminListOptions, pagePath } from './admin-keys';

const MESSAGES_KEY = [...ADMIN_KEY, 'contact-messages'] as const;

/** GET /api/admin/contact-messages (admin): Contact Us messages, newest first (issue #23 item 3). */
export function getContactMessages(email: string, cursor?: string) {
  return getPageWithAccessToken<ContactMessage>(pagePath('/admin/contact-messages', cursor), email);
}

export function useContactMessages() {
  return useInfiniteQuery(
    adminListOptions<ContactMessage>(
      MESSAGES_KEY,
      useSession().user?.email ?? '',
      getContactMessages,
    ),
  );
}
