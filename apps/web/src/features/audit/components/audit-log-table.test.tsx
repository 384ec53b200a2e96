import { type AuditEntry, NOTIFICATION_TEXTS, TEXTS } from '@phonebazaar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router';
import { type FakeAccount, fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';

const T = NOTIFICATION_TEXTS.audit;
const admin: FakeAccount = {
  email: 'admin@example.test',
  password: 'Str0ng!pass',
  name: 'Ayesha Admin',
  role: 'admin',
};

const entries: AuditEntry[] = [
  {
    id: 'a-2',
    actor: null,
    action: 'payment.refund',
    entity: 'booking',
    entityId: 'b-7',
    before: { settlement: 'held' },
    after: { settlement: 'refunded' },
    amount: 450,
    record: { name: 'Pixel 8 (deal b-7)', href: '/dashboard/allsell' },
    createdAt: '2030-03-08T10:00:00.000Z',
  },
  {
    id: 'a-1',
    actor: { id: 'u-1', name: 'Ayesha Admin', email: admin.email },
    action: 'seller.verify',
    entity: 'user',
    entityId: 'u-9',
    before: { verified: false },
    after: { verified: true },
    createdAt: '2030-03-07T10:00:00.000Z',
  },
];

function renderLog(reply: (cursor: string | null) => Response) {
  const server = fakeIdentityServer([admin], admin.email);
  mockApi({
    ...server.handlers,
    ...pageData,
    '/api/admin/audit-log': (url) => reply(url.searchParams.get('cursor')),
  });
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/dashboard/audit-log'],
    session: 'server',
  });
}

describe('Audit Log (admin, issue #18)', () => {
  it('When entries load, then each shows when, who (or System), the action, the record and the change; more load on demand', async () => {
    const { user } = renderLog((cursor) =>
      cursor
        ? json({ items: [entries[1]], nextCursor: null })
        : json({ items: [entries[0]], nextCursor: 'next' }),
    );
    const table = await screen.findByRole('table', { name: T.caption });
    expect(document.title).toBe(`${T.title} - PhoneBazaar`);
    expect(within(table).getByText(T.system)).toBeInTheDocument();
    expect(within(table).getByText('payment.refund')).toBeInTheDocument();
    // Issue #45 item 6: the action in words, a link to its record, and the amount.
    expect(within(table).getByText(T.actions['payment.refund']!)).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Pixel 8 (deal b-7)' })).toHaveAttribute(
      'href',
      '/dashboard/allsell',
    );
    expect(within(table).getByText('$450')).toBeInTheDocument();
    expect(within(table).getByText('held')).toBeInTheDocument();
    expect(within(table).getByText('refunded')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: TEXTS.lists.loadMore }));
    expect(await within(table).findByText('seller.verify')).toBeInTheDocument();
    expect(within(table).getByText('Ayesha Admin')).toBeInTheDocument();
    // An entry from before records had names still shows its kind and id.
    expect(within(table).getByText('user u-9')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: TEXTS.lists.loadMore })).not.toBeInTheDocument();
  });

  it('When the log is empty, then the page says so', async () => {
    renderLog(() => json({ items: [], nextCursor: null }));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('When the log fails to load, then an error with Retry shows', async () => {
    renderLog(() => json({ message: 'boom', code: 'INTERNAL' }, { status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(T.failed);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
