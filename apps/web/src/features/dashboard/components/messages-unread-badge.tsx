import { type ConversationsReply, MESSAGING_TEXTS } from '@phonebazaar/shared';
import { useQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { conversationKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

const T = MESSAGING_TEXTS;
const POLL_MS = 60_000;

/**
 * The unread count of the signed-in person's conversations (issue #19) beside the menu's
 * "Messages". Its own request because features do not import each other; its key sits under
 * conversationKeys.unread (lib/query-keys.ts), the same as the messaging feature's, so reading a conversation (which
 * invalidates that root's 'unread') refreshes it. Nothing shows while unknown or failed.
 */
export function MessagesUnreadBadge() {
  const session = useSession();
  const email = session.status === 'signed-in' ? session.user.email : '';
  const { data: unread = 0 } = useQuery({
    queryKey: conversationKeys.unread(email),
    queryFn: async () =>
      (await getWithAccessToken<ConversationsReply>('/conversations?limit=1', email)).unread,
    enabled: email !== '',
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 30_000,
  });
  if (unread <= 0) return null;
  return (
    <span className="badge badge-primary badge-sm ml-auto">
      <span aria-hidden="true">{T.unreadBadge(unread)}</span>
      <span className="sr-only">{`, ${T.unreadCount(unread)}`}</span>
    </span>
  );
}
