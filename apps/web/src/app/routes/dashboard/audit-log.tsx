import { NOTIFICATION_TEXTS } from '@phonebazaar/shared';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { AuditLogTable } from '../../../features/audit/components/audit-log-table';

/** /dashboard/audit-log (admin, issue #18): every money and moderation action, append-only. */
export default function AuditLogRoute() {
  return (
    <AdminPage title={NOTIFICATION_TEXTS.audit.title} intro={NOTIFICATION_TEXTS.audit.intro}>
      <AuditLogTable />
    </AdminPage>
  );
}
