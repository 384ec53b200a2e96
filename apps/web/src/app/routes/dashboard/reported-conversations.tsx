import { MESSAGING_TEXTS } from '@phonebazaar/shared';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { AdminTable } from '../../../features/admin/components/admin-table';
import { useReportedConversations } from '../../../features/messaging/api/get-reported-conversations';
import { AdminConversationView } from '../../../features/messaging/components/admin-conversation-view';
import { reportedConversationColumns } from '../../../features/messaging/components/reported-conversation-columns';

const A = MESSAGING_TEXTS.admin;

/**
 * /dashboard/reported-conversations (admin, issue #19): conversations someone reported, and
 * (?open=<id>) one of them read only. The table is the admin feature's; the rows are messaging's.
 */
export default function ReportedConversationsRoute() {
  const [params] = useSearchParams();
  const open = params.get('open');
  return (
    <AdminPage title={A.title} intro={A.intro}>
      {open ? <AdminConversationView key={open} id={open} /> : <ReportedTable />}
    </AdminPage>
  );
}

function ReportedTable() {
  const query = useReportedConversations();
  return (
    <AdminTable
      query={query}
      label={A.title}
      caption={A.intro}
      emptyTitle={A.empty}
      emptyText={null}
      columns={reportedConversationColumns}
      rowKey={(c) => c.id}
    />
  );
}
