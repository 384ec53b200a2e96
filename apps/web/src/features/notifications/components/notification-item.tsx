import { formatWhen, NOTIFICATION_TEXTS, type Notification } from '@phonebazaar/shared';
import { Link } from 'react-router';

const T = NOTIFICATION_TEXTS.page;

interface NotificationItemProps {
  notice: Notification;
  busy: boolean;
  onRead: (id: string) => void;
}

/** One notice: unread ones stand out and can be marked read; "Open" goes where it points. */
export function NotificationItem({ notice, busy, onRead }: NotificationItemProps) {
  const unread = notice.readAt === null;
  return (
    <article
      className={`flex flex-col gap-2 rounded-box border p-4 sm:flex-row sm:items-start sm:justify-between ${
        unread ? 'border-primary/40 bg-primary/5' : 'border-base-300'
      }`}
    >
      <div className="min-w-0">
        <h2 className={`break-words ${unread ? 'font-bold' : 'font-medium'}`}>
          {unread && (
            <span className="badge badge-primary badge-sm mr-2 align-middle">{T.unread}</span>
          )}
          {notice.title}
        </h2>
        <p className="mt-1 break-words text-base-content/80 text-sm">{notice.body}</p>
        <p className="mt-1 text-base-content/70 text-xs">
          <time dateTime={notice.createdAt}>{formatWhen(notice.createdAt)}</time>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {notice.link && (
          <Link
            to={notice.link}
            className="btn btn-sm btn-outline"
            aria-label={T.openOf(notice.title)}
            onClick={() => {
              if (unread) onRead(notice.id);
            }}
          >
            {T.open}
          </Link>
        )}
        {unread && (
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            aria-label={T.markReadOf(notice.title)}
            aria-disabled={busy}
            onClick={() => {
              if (!busy) onRead(notice.id);
            }}
          >
            {T.markRead}
          </button>
        )}
      </div>
    </article>
  );
}
