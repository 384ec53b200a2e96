import { paths, MESSAGING_TEXTS as T } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { useUnreadMessages } from '../api/get-unread-messages';

/**
 * The navbar's way to Messages (issue #19), beside the notifications bell: its name says how
 * many messages are unread; the badge repeats it for the eye, on the icon's corner. On phones
 * too since issue #37: the header's one row has room once Logout moved into the avatar's menu.
 */
export function MessagesNavLink() {
  const { data: unread = 0 } = useUnreadMessages();
  return (
    <Link
      to={paths.dashboard.conversations}
      aria-label={unread > 0 ? T.menuUnread(unread) : T.menu}
      className="btn btn-ghost btn-circle indicator"
    >
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className="size-6"
      >
        {/* Heroicons' outline chat bubble (MIT). */}
        <path d="M12 20.25c4.97 0 9-3.694 9-8.25s-4.03-8.25-9-8.25S3 7.444 3 12c0 2.104.859 4.023 2.273 5.48.432.447.74 1.04.586 1.641a4.483 4.483 0 0 1-.923 1.785A5.969 5.969 0 0 0 6 21c1.282 0 2.47-.402 3.445-1.087.81.22 1.668.337 2.555.337Z" />
      </svg>
      {unread > 0 && (
        <span className="badge indicator-item badge-primary badge-sm" aria-hidden="true">
          {T.unreadBadge(unread)}
        </span>
      )}
    </Link>
  );
}
