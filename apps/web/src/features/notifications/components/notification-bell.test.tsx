import { NOTIFICATION_TEXTS } from '@phonebazaar/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../lib/session';
import { fakeIdentityServer } from '../../../test/fake-identity';
import { callsTo, json, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { NotificationBell } from './notification-bell';

const email = 'buyer@example.test';
const signedIn: Session = {
  status: 'signed-in',
  user: { uid: 'u1', email, displayName: 'Rahim', photoURL: '' },
  logout: async () => {},
};

function renderBell(session: Session | undefined, unread: number) {
  const server = fakeIdentityServer(
    [{ email, password: 'Str0ng!pass', name: 'Rahim', role: '' }],
    email,
  );
  const fetchMock = mockApi({
    ...server.handlers,
    '/api/notifications': () => json({ items: [], nextCursor: null, unread }),
  });
  renderRoutes([{ path: '/', element: <NotificationBell /> }], session ? { session } : {});
  return fetchMock;
}

describe('Notification bell (issue #18)', () => {
  it('When three notices are unread, then the bell is named with the count and shows a badge', async () => {
    const fetchMock = renderBell(signedIn, 3);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/dashboard/notifications');
    expect(bell).toHaveTextContent('3');
    // Only the count is asked for: one notice, not a page.
    const [call] = callsTo(fetchMock, '/api/notifications');
    expect(String(call?.[0])).toContain('limit=1');
  });

  it('When nothing is unread, then the bell is plainly "Notifications" with no badge', async () => {
    renderBell(signedIn, 0);
    const bell = await screen.findByRole('link', { name: NOTIFICATION_TEXTS.bell.label(0) });
    expect(bell).toHaveTextContent('');
  });

  it('When more than 99 are unread, then the badge says 99+', async () => {
    renderBell(signedIn, 140);
    const bell = await screen.findByRole('link', {
      name: 'Notifications, more than 99 unread',
    });
    expect(bell).toHaveTextContent('99+');
  });

  it('When nobody is signed in, then no request is made', async () => {
    const fetchMock = renderBell(undefined, 5);
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
