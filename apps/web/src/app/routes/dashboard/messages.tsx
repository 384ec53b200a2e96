import { CONTACT_TEXTS } from '@phonebazaar/shared';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ContactMessagesTable } from '../../../features/admin/components/contact-messages-table';

/** /dashboard/messages (admin, issue #23 item 3): what visitors sent through Contact Us. */
export default function MessagesRoute() {
  return (
    <AdminPage title={CONTACT_TEXTS.admin.title} intro={CONTACT_TEXTS.admin.intro}>
      <ContactMessagesTable />
    </AdminPage>
  );
}
