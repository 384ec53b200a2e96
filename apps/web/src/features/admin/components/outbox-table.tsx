import { formatWhen, MAIL_TEXTS, type OutboxMail } from '@phonebazaar/shared';
import { Fragment } from 'react';
import { useOutbox } from '../api/get-outbox';
import { AdminTable, type Column } from './admin-table';

const O = MAIL_TEXTS.outbox;
const C = O.columns;
const LINK = /(https?:\/\/[^\s<>"]+)/g;

/** A mail's text with its links clickable, so a local run can follow them from here. */
export function MailBody({ text }: { text: string }) {
  const parts = text.split(LINK);
  return (
    <p className="max-w-md whitespace-pre-wrap break-all text-sm">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="link link-primary">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

/** The admin's Outbox: to, subject, kind, status, attempts, created and the message. */
export function OutboxTable() {
  const query = useOutbox();
  const columns: Column<OutboxMail>[] = [
    { header: C.to, rowHeader: true, cell: (mail) => mail.to },
    { header: C.subject, cell: (mail) => mail.subject },
    {
      header: C.kind,
      cell: (mail) => (mail.channel === 'sms' ? `${O.sms} · ${mail.kind}` : mail.kind),
      className: 'whitespace-nowrap',
    },
    {
      header: C.status,
      cell: (mail) => (
        <span className="badge badge-ghost whitespace-nowrap" title={mail.lastError ?? undefined}>
          {O.statuses[mail.status]}
        </span>
      ),
    },
    { header: C.attempts, cell: (mail) => String(mail.attempts) },
    {
      header: C.created,
      cell: (mail) => <time dateTime={mail.createdAt}>{formatWhen(mail.createdAt)}</time>,
      className: 'whitespace-nowrap',
    },
    { header: C.body, cell: (mail) => <MailBody text={mail.text} /> },
  ];
  return (
    <AdminTable
      query={query}
      label={O.label}
      caption={O.caption}
      emptyTitle={O.empty}
      emptyText={O.emptyHint}
      columns={columns}
      rowKey={(mail) => mail._id}
    />
  );
}
