import { MESSAGING_TEXTS, paths } from '@phonebazaar/shared';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { PageTitle } from '../../../components/ui/page-title';
import { useMessages } from '../api/get-messages';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { allMessages } from '../api/messages-cache';
import { useSendMessage } from '../api/send-message';
import { useLiveMessages } from '../hooks/use-live-messages';
import { ConversationHeader } from './conversation-header';
import { MessageBubble } from './message-bubble';
import { MessageForm } from './message-form';

const T = MESSAGING_TEXTS;

/**
 * One conversation (issue #19): oldest message at the top, live while open, marked read as the
 * other party's messages are seen; the box gives way to the blocked notice once either blocked.
 */
export function ConversationView({ id }: { id: string }) {
  const query = useMessages(id);
  const send = useSendMessage(id);
  const markRead = useMarkConversationRead(id);
  useLiveMessages(id, query.isSuccess);
  const messages = allMessages(query.data);
  const theirLast = messages.reduce((seq, m) => (m.mine ? seq : Math.max(seq, m.seq)), 0);
  const markedUpTo = useRef(0);
  const { mutate: markReadNow } = markRead;
  const endRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;

  // Seen = on screen in a visible tab; a message that arrives in a hidden tab waits for it.
  useEffect(() => {
    const mark = () => {
      if (theirLast <= markedUpTo.current || document.visibilityState === 'hidden') return;
      markedUpTo.current = theirLast;
      markReadNow();
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [theirLast, markReadNow]);

  // The newest message in view, as a chat does (not on older pages loaded above).
  useEffect(() => {
    if (last) endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [last]);

  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{T.loadingConversation}</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton h-16 w-full" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <>
        <PageTitle title={T.conversation} />
        <h1 className="mb-4 font-bold text-2xl">{T.conversation}</h1>
        <ErrorState
          title={T.conversationFailed}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
        <Link to={paths.dashboard.conversations} className="link mt-4 inline-block">
          {T.back}
        </Link>
      </>
    );
  }

  const conversation = query.data.pages[0]?.conversation;
  if (!conversation) return null;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <PageTitle title={`${conversation.listing.productName} - ${T.title}`} />
      <Link to={paths.dashboard.conversations} className="link link-hover text-sm">
        <span aria-hidden="true">← </span>
        {T.back}
      </Link>
      <ConversationHeader conversation={conversation} />
      <section aria-label={T.conversation} className="flex flex-col gap-3">
        {query.hasNextPage && (
          <button
            type="button"
            className="btn btn-sm btn-ghost self-center"
            aria-busy={query.isFetchingNextPage}
            onClick={() => {
              if (!query.isFetchingNextPage) void query.fetchNextPage();
            }}
          >
            {query.isFetchingNextPage ? T.loadingOlder : T.olderMessages}
          </button>
        )}
        {messages.length === 0 ? (
          <p className="text-base-content/70">{T.noMessagesYet}</p>
        ) : (
          <div role="log" aria-label={T.live}>
            <ol className="flex flex-col gap-3">
              {messages.map((message) => (
                <li key={message.id}>
                  <MessageBubble
                    message={message}
                    mine={message.mine}
                    senderName={message.mine ? T.you : conversation.other.name}
                  />
                </li>
              ))}
            </ol>
          </div>
        )}
        <div ref={endRef} />
      </section>
      {conversation.blocked ? (
        <p role="status" className="rounded-box border border-base-300 bg-base-200 p-4 font-medium">
          {T.blockedNotice}
        </p>
      ) : (
        <section aria-label={T.compose} className="rounded-box bg-base-200 p-4">
          <MessageForm pending={send.isPending} onSend={(body) => send.mutateAsync(body)} />
        </section>
      )}
    </div>
  );
}
