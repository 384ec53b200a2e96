import { MESSAGING_TEXTS } from '@phonebazaar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router';
import { type FakeAccount, fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';

const buyer: FakeAccount = { email: 'buyer@example.test', password: 'Str0ng!pass', name: 'Bina' };

function renderHome(unread: number) {
  const server = fakeIdentityServer([buyer], buyer.email);
  mockApi({
    ...server.handlers,
    ...pageData,
    '/api/conversations': () => json({ items: [], nextCursor: null, unread }),
  });
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/'],
    session: 'server',
  });
}

describe('Navbar: Messages (issue #19)', () => {
  it('When messages are unread, then the navbar link says how many and shows the digit', async () => {
    renderHome(3);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const link = await within(nav).findByRole('link', { name: MESSAGING_TEXTS.menuUnread(3) });
    expect(link).toHaveAttribute('href', '/dashboard/conversations');
    expect(within(link).getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('When nothing is unread, then the link is just Messages, without a badge', async () => {
    renderHome(0);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const link = await within(nav).findByRole('link', { name: MESSAGING_TEXTS.menu });
    expect(within(link).queryByText('0')).not.toBeInTheDocument();
  });
});
