import { MAIL_TEXTS } from '@phonebazaar/shared';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { OutboxTable } from '../../../features/admin/components/outbox-table';

/** /dashboard/outbox (admin, issue #14): the mail the app sent or keeps. */
export default function OutboxRoute() {
  return (
    <AdminPage title={MAIL_TEXTS.titles.outbox} intro={MAIL_TEXTS.outbox.intro}>
      <OutboxTable />
    </AdminPage>
  );
}
