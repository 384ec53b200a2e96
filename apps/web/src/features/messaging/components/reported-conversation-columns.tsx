import { formatWhen, MESSAGING_TEXTS, paths, type ReportedConversation } from '@phonebazaar/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const A = MESSAGING_TEXTS.admin;
const C = A.columns;

/** A column as the admin tables take it (the route hands these to the admin feature's table). */
export interface ReportedColumn {
  header: string;
  cell: (item: ReportedConversation) => ReactNode;
  rowHeader?: boolean;
  className?: string;
}

/** Where the read-only view of one reported conversation opens (same page, ?open=<id>). */
export const reportedConversationHref = (id: string) => paths.dashboard.reportedConversation(id);

const person = (p: { name: string; email?: string }) => (
  <span className="flex flex-col">
    <span>{p.name}</span>
    {p.email && <span className="break-all text-base-content/70 text-xs">{p.email}</span>}
  </span>
);

/** Reported Conversations (admin): listing, buyer, seller, who reported it, why, when. */
export const reportedConversationColumns: ReportedColumn[] = [
  { header: C.listing, rowHeader: true, cell: (c) => c.listing.productName },
  { header: C.buyer, cell: (c) => person(c.buyer) },
  { header: C.seller, cell: (c) => person(c.seller) },
  { header: C.reportedBy, cell: (c) => c.reportedBy.name },
  {
    header: C.reason,
    cell: (c) => <p className="max-w-xs whitespace-pre-wrap break-words text-sm">{c.reason}</p>,
  },
  {
    header: C.when,
    className: 'whitespace-nowrap',
    cell: (c) => <time dateTime={c.reportedAt}>{formatWhen(c.reportedAt)}</time>,
  },
  {
    header: C.messages,
    cell: (c) => (
      <Link
        to={reportedConversationHref(c.id)}
        className="btn btn-sm btn-outline"
        aria-label={A.readOf(c.listing.productName)}
      >
        {A.read} ({c.messageCount})
      </Link>
    ),
  },
];
