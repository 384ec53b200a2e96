import { NOTIFICATION_TEXTS, paths } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { useUnreadCount } from '../api/get-unread-count';
import { BellIcon } from './bell-icon';

const T = NOTIFICATION_TEXTS.bell;

/**
 * The navbar's bell (issue #18): a link to the Notifications page whose name says how many are
 * unread ("Notifications, 3 unread"); the badge only repeats it for the eye. Polls once a
 * minute and on focus while someone is signed in; a signed-out visitor causes no request.
 */
export function NotificationBell() {
  const { data: unread = 0 } = useUnreadCount();
  return (
    <Link
      to={paths.dashboard.notifications}
      aria-label={T.label(unread)}
      className="btn btn-ghost btn-circle indicator"
    >
      <BellIcon className="size-6" />
      {unread > 0 && (
        <span className="badge indicator-item badge-primary badge-sm" aria-hidden="true">
          {T.badge(unread)}
        </span>
      )}
    </Link>
  );
}
