import { NOTIFICATION_TEXTS } from '@phonebazaar/shared';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PagedListFooter } from '../../../components/ui/paged-list-footer';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationItem } from './notification-item';

const T = NOTIFICATION_TEXTS.page;

/** The dashboard's Notifications page (issue #18): newest first, mark one or all as read. */
export function NotificationsList() {
  const query = useNotifications();
  const mark = useMarkNotificationsRead();
  const markAll = useMarkAllNotificationsRead();
  const listRef = useRef<HTMLUListElement>(null);

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

  const notices = query.data.pages.flatMap((page) => page.items);
  const unread = query.data.pages[0]?.unread ?? 0;
  if (notices.length === 0) {
    return (
      <EmptyState title={T.empty}>
        <p>{T.emptyHint}</p>
      </EmptyState>
    );
  }

  const read = (ids: string[]) => {
    if (ids.length === 0 || busy) return;
    mark.mutate(ids, {
      onSuccess: () => toast.success(T.marked),
      onError: () => toast.error(T.markFailed),
    });
  };
  const busy = mark.isPending || markAll.isPending;
  // Everything unread up to the newest notice shown, loaded or not; a later one stays unread.
  const readAll = () => {
    if (busy) return;
    markAll.mutate(notices[0]?.createdAt, {
      onSuccess: () => toast.success(T.marked),
      onError: () => toast.error(T.markFailed),
    });
  };

  return (
    <section aria-label={T.title}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-base-content/80 text-sm" aria-live="polite">
          {T.unreadCount(unread)}
        </p>
        {unread > 0 && (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            aria-disabled={busy}
            aria-busy={markAll.isPending}
            onClick={readAll}
          >
            {T.markAllRead}
          </button>
        )}
      </div>
      <ul ref={listRef} className="flex flex-col gap-3">
        {notices.map((notice) => (
          <li key={notice.id}>
            <NotificationItem notice={notice} busy={busy} onRead={(id) => read([id])} />
          </li>
        ))}
      </ul>
      <PagedListFooter
        query={query}
        itemCount={notices.length}
        listRef={listRef}
        noun="notifications"
      />
    </section>
  );
}
