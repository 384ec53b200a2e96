import { MESSAGING_TEXTS } from '@phonebazaar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router';
import { type FakeAccount, fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';

const buyer: FakeAccount = { email: 'buyer@example.test', password: 'Str0ng!pass', name: 'Bina' };

function renderDashboard(unread: number) {
  const server = fakeIdentityServer([buyer], buyer.email);
  mockApi({
    ...server.handlers,
    ...pageData,
    '/api/conversations': () => json({ items: [], nextCursor: null, unread }),
  });
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/dashboard/profile'],
    session: 'server',
  });
}

describe('Dashboard menu: Messages (issue #19)', () => {
  it('When conversations hold unread messages, then the Messages link shows and says how many', async () => {
    renderDashboard(3);
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    // The digit is for the eye (hidden); screen readers hear "Messages, 3 unread messages".
    const link = await within(nav).findByRole('link', {
      name: new RegExp(`^${MESSAGING_TEXTS.menu}\\s*, ${MESSAGING_TEXTS.unreadCount(3)}$`),
    });
    expect(within(link).getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(link).toHaveAttribute('href', '/dashboard/conversations');
  });

  it('When nothing is unread, then the link is just Messages', async () => {
    renderDashboard(0);
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(await within(nav).findByRole('link', { name: MESSAGING_TEXTS.menu })).toHaveAttribute(
      'href',
      '/dashboard/conversations',
    );
  });
});
