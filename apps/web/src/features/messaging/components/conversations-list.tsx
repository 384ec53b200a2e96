import { type Conversation, formatWhen, MESSAGING_TEXTS, paths } from '@phonebazaar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PagedListFooter } from '../../../components/ui/paged-list-footer';
import { conversationKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';
import { useConversations } from '../api/get-conversations';
import { useConversationEvents } from '../hooks/use-conversation-events';

const T = MESSAGING_TEXTS;
const PREVIEW_MAX = 120;

const preview = (text: string) =>
  text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX).trimEnd()}…` : text;

function ConversationRow({ conversation }: { conversation: Conversation }) {
  const { listing, other, lastMessage, unread } = conversation;
  // The machine-readable time is the one shown (issue #37 found them apart).
  const lastAt = lastMessage?.createdAt ?? conversation.updatedAt;
  return (
    <Link
      to={paths.dashboard.conversation(conversation.id)}
      className={`flex min-w-0 items-start gap-3 rounded-box border p-3 hover:bg-base-200 sm:p-4 ${unread > 0 ? 'border-primary bg-primary/5' : 'border-base-300'}`}
    >
      <img
        src={listing.productImg}
        alt=""
        className="size-14 shrink-0 rounded-box bg-base-200 object-cover sm:size-16"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h2 className="min-w-0 truncate font-semibold">{listing.productName}</h2>
          <time className="shrink-0 text-base-content/70 text-xs" dateTime={lastAt}>
            {formatWhen(lastAt)}
          </time>
        </div>
        <p className="text-base-content/80 text-sm">{T.with(other.name)}</p>
        <p className="line-clamp-2 break-words text-base-content/80 text-sm">
          {lastMessage ? (
            <>
              {lastMessage.mine && <span className="font-medium">{T.you}: </span>}
              {preview(lastMessage.text)}
            </>
          ) : (
            T.noMessagesYet
          )}
        </p>
      </div>
      {unread > 0 && (
        <span className="badge badge-primary shrink-0">
          <span aria-hidden="true">{T.unreadBadge(unread)}</span>
          <span className="sr-only">{T.unreadCount(unread)}</span>
        </span>
      )}
    </Link>
  );
}

/** The Messages page (issue #19): the caller's conversations, most recently active first. */
export function ConversationsList() {
  const query = useConversations();
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  const listRef = useRef<HTMLUListElement>(null);
  // A message in any conversation moves it up and counts as unread: read the list again.
  useConversationEvents(query.isSuccess, () => {
    void queryClient.invalidateQueries({ queryKey: conversationKeys.ofAccount(email) });
  });

  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{T.loading}</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton h-20 w-full" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={T.failed}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const conversations = query.data.pages.flatMap((page) => page.items);
  const unread = query.data.pages[0]?.unread ?? 0;
  if (conversations.length === 0) {
    return (
      <EmptyState title={T.empty}>
        <Link to={paths.allProducts} className="btn btn-primary btn-sm mt-2">
          {T.browse}
        </Link>
      </EmptyState>
    );
  }
  return (
    <section aria-label={T.title}>
      <p className="mb-4 text-base-content/80 text-sm" aria-live="polite">
        {T.unreadCount(unread)}
      </p>
      <ul ref={listRef} className="flex flex-col gap-3">
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow conversation={conversation} />
          </li>
        ))}
      </ul>
      <PagedListFooter
        query={query}
        itemCount={conversations.length}
        listRef={listRef}
        noun="conversations"
      />
    </section>
  );
}
