import { CONTACT_TEXTS, type ContactMessage, formatWhen } from '@phonebazaar/shared';
import { useContactMessages } from '../api/get-contact-messages';
import { AdminTable, type Column } from './admin-table';
import { EmailText } from './email-text';

const A = CONTACT_TEXTS.admin;
const C = A.columns;

/** The admin's Messages page: who wrote, their address (a reply link), when, and what. */
export function ContactMessagesTable() {
  const query = useContactMessages();
  const columns: Column<ContactMessage>[] = [
    { header: C.from, rowHeader: true, cell: (m) => m.fullName },
    {
      header: C.email,
      cell: (m) => (
        <a href={`mailto:${m.email}`} className="link link-primary">
          <EmailText email={m.email} />
        </a>
      ),
    },
    {
      header: C.received,
      cell: (m) => <time dateTime={m.createdAt}>{formatWhen(m.createdAt)}</time>,
      className: 'whitespace-nowrap',
    },
    {
      header: C.message,
      cell: (m) => <p className="max-w-md whitespace-pre-wrap break-words text-sm">{m.message}</p>,
    },
  ];
  return (
    <AdminTable
      query={query}
      label={A.label}
      caption={A.caption}
      emptyTitle={A.empty}
      emptyText={A.emptyHint}
      columns={columns}
      rowKey={(m) => m._id}
    />
  );
}
