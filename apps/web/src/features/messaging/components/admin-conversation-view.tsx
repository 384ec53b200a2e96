import { MESSAGING_TEXTS, paths } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { PageTitle } from '../../../components/ui/page-title';
import { useAdminConversation } from '../api/get-admin-conversation';
import { MessageBubble } from './message-bubble';

const T = MESSAGING_TEXTS;
const A = T.admin;

/**
 * An admin reads one reported conversation (never an unreported one: the server refuses).
 * Read only; the buyer's messages on the left, the seller's on the right, each named.
 */
export function AdminConversationView({ id }: { id: string }) {
  const query = useAdminConversation(id);

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
  const back = (
    <Link to={paths.dashboard.reportedConversations} className="link link-hover text-sm">
      <span aria-hidden="true">← </span>
      {A.back}
    </Link>
  );
  if (query.isError && !query.data) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <ErrorState
          title={T.conversationFailed}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      </div>
    );
  }
  const first = query.data.pages[0];
  if (!first) return null;
  const { conversation } = first;
  const messages = query.data.pages.flatMap((page) => page.items).sort((a, b) => a.seq - b.seq);
  const nameOf = (senderId: string) =>
    senderId === conversation.seller.id
      ? `${conversation.seller.name} (${T.roles.seller})`
      : `${conversation.buyer.name} (${T.roles.buyer})`;

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <PageTitle title={A.conversationTitle(conversation.listing.productName)} />
      {back}
      <h2 className="font-bold text-2xl">
        {A.conversationTitle(conversation.listing.productName)}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{A.columns.reportedBy}</dt>
        <dd>{conversation.reportedBy.name}</dd>
        <dt className="font-semibold">{A.columns.reason}</dt>
        <dd className="whitespace-pre-wrap break-words">{conversation.reason}</dd>
      </dl>
      <p className="text-base-content/70 text-sm">{A.readOnly}</p>
      {/* Pages run newest -> older, like the parties' own view: older ones load above. */}
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
        <p>{T.noMessagesYet}</p>
      ) : (
        <ol aria-label={T.conversation} className="flex flex-col gap-3">
          {messages.map((message) => (
            <li key={message.id}>
              <MessageBubble
                message={message}
                mine={message.senderId === conversation.seller.id}
                showWarning
                senderName={nameOf(message.senderId)}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
