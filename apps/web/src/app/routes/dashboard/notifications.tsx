import { NOTIFICATION_TEXTS } from '@phonebazaar/shared';
import { PageTitle } from '../../../components/ui/page-title';
import { NotificationsList } from '../../../features/notifications/components/notifications-list';

const T = NOTIFICATION_TEXTS.page;

/** /dashboard/notifications (anyone signed in, issue #18): what happened with their deals. */
export default function NotificationsRoute() {
  return (
    <>
      <PageTitle title={T.title} />
      <h1 className="mb-2 font-bold text-3xl">{T.title}</h1>
      <p className="mb-8 max-w-prose text-base-content/80">{T.intro}</p>
      <NotificationsList />
    </>
  );
}
