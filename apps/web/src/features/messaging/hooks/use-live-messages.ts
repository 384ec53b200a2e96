import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { conversationKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';
import { getNewerMessages } from '../api/get-newer-messages';
import { appendMessages, lastSeq, type MessagesData } from '../api/messages-cache';
import { MESSAGES_POLL_MS, MESSAGES_SAFETY_POLL_MS } from '../api/messaging-keys';
import { useConversationEvents } from './use-conversation-events';

/**
 * Keeps an open conversation current: an event for it (server-sent, over a fetch stream) pulls the newer messages
 * at once; without the event stream it asks every 3 s (If-None-Match, so an unchanged
 * conversation costs a 304), and with it every 30 s in case an event was missed.
 */
export function useLiveMessages(id: string, ready: boolean) {
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  const cached = useRef<{ after: number; etag: string | null }>({ after: -1, etag: null });
  const pulling = useRef(false);
  const again = useRef(false);

  const pull = useCallback(async () => {
    if (pulling.current) {
      again.current = true;
      return;
    }
    pulling.current = true;
    try {
      do {
        again.current = false;
        const key = conversationKeys.messages(email, id);
        const data = queryClient.getQueryData<MessagesData>(key);
        if (!data) return;
        const after = lastSeq(data);
        // An ETag answers for one `after`; a new last message makes it meaningless.
        const etag = cached.current.after === after ? cached.current.etag : null;
        const { reply, etag: next } = await getNewerMessages(email, id, after, etag);
        cached.current = { after, etag: next };
        if (reply) appendMessages(queryClient, key, reply.items, reply.conversation);
      } while (again.current);
    } catch {
      // The next event or tick tries again; the page keeps what it has.
    } finally {
      pulling.current = false;
    }
  }, [email, id, queryClient]);

  // A resync (every (re)connection, or announcements lost) asks too.
  const { connected } = useConversationEvents(ready, (event) => {
    if (event.kind === 'resync' || event.event.conversationId === id) void pull();
  });

  useEffect(() => {
    if (!ready) return;
    const every = connected ? MESSAGES_SAFETY_POLL_MS : MESSAGES_POLL_MS;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void pull();
    }, every);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void pull();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [ready, connected, pull]);

  return { connected, pull };
}
