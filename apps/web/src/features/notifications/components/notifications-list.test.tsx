import { NOTIFICATION_TEXTS, type Notification, TEXTS } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router';
import { type FakeAccount, fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { callsTo, json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';

const T = NOTIFICATION_TEXTS.page;
const buyer: FakeAccount = {
  email: 'buyer@example.test',
  password: 'Str0ng!pass',
  name: 'Rahim',
  role: '',
};

const notice = (n: number, read = false): Notification => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  kind: 'paid',
  title: `Payment held for Phone ${n}`,
  body: `Body ${n}`,
  link: '/dashboard/myorder',
  createdAt: `2030-03-0${n}T10:00:00.000Z`,
  readAt: read ? '2030-03-09T10:00:00.000Z' : null,
});

/** A small server: two pages of notices; "read" marks them and the next list shows it. */
function renderPage(items: Notification[], pageSize = 2) {
  const server = fakeIdentityServer([buyer], buyer.email);
  const store = items.map((n) => ({ ...n }));
  const fetchMock = mockApi({
    ...server.handlers,
    ...pageData,
    '/api/notifications': (url) => {
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const size = Math.min(limit, pageSize);
      const from = Number(url.searchParams.get('cursor') ?? 0);
      const page = store.slice(from, from + size);
      const next = from + size < store.length ? String(from + size) : null;
      const unread = store.filter((n) => n.readAt === null).length;
      return json({ items: page, nextCursor: next, unread });
    },
    '/api/notifications/read': (_url, init) => {
      const { ids } = JSON.parse(String(init.body)) as { ids: string[] };
      let modifiedCount = 0;
      for (const n of store) {
        if (ids.includes(n.id) && n.readAt === null) {
          n.readAt = '2030-03-10T10:00:00.000Z';
          modifiedCount++;
        }
      }
      return json({ modifiedCount });
    },
    '/api/notifications/read-all': (_url, init) => {
      const { before } = JSON.parse(String(init.body)) as { before?: string };
      let modifiedCount = 0;
      for (const n of store) {
        if (n.readAt === null && (!before || n.createdAt <= before)) {
          n.readAt = '2030-03-10T10:00:00.000Z';
          modifiedCount++;
        }
      }
      return json({ modifiedCount });
    },
  });
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/dashboard/notifications'],
    session: 'server',
  });
  return { ...view, fetchMock };
}

describe('Notifications page (issue #18)', () => {
  it('When notices load, then they show newest first with the unread ones marked, and more load on demand', async () => {
    const { user } = renderPage([notice(3), notice(2, true), notice(1)]);
    const list = await screen.findByRole('region', { name: T.title });
    expect(document.title).toBe(`${T.title} - PhoneBazaar`);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      `${T.unread}Payment held for Phone 3`,
      'Payment held for Phone 2',
    ]);
    expect(within(list).getByText(T.unreadCount(2))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXTS.lists.loadMore }));
    expect(await within(list).findByText('Payment held for Phone 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.lists.loadMore })).not.toBeInTheDocument();
  });

  it('When one notice is marked read, then only its id is sent and it no longer shows as unread', async () => {
    const { user, fetchMock } = renderPage([notice(2), notice(1)]);
    await user.click(
      await screen.findByRole('button', { name: T.markReadOf('Payment held for Phone 2') }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: T.markReadOf('Payment held for Phone 2') }),
      ).not.toBeInTheDocument(),
    );
    const [call] = callsTo(fetchMock, '/api/notifications/read');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ ids: [notice(2).id] });
    expect(await screen.findByText(T.marked)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: T.markReadOf('Payment held for Phone 1') }),
    ).toBeInTheDocument();
  });

  it('When all are marked read with more pages unloaded, then everything up to the newest shown is marked and the button goes', async () => {
    const { user, fetchMock } = renderPage([notice(3), notice(2), notice(1)]);
    expect(await screen.findByText(T.unreadCount(3))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.markAllRead }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: T.markAllRead })).not.toBeInTheDocument(),
    );
    const [call] = callsTo(fetchMock, '/api/notifications/read-all');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ before: notice(3).createdAt });
    expect(screen.getByText(T.unreadCount(0))).toBeInTheDocument();
  });

  it('When there are no notices, then the page says so', async () => {
    renderPage([]);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.getByText(T.emptyHint)).toBeInTheDocument();
  });
});
