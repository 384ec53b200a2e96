import { AUTH_TEXTS, TEXTS, TOKEN_STORAGE_KEY } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router';
import { fakeIdentityServer, fakeToken, pageData } from '../../../test/fake-identity';
import { json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';

const rahim = { email: 'rahim@example.test', name: 'Rahim', image: '/images/rahim.webp' };

function renderHome(server: ReturnType<typeof fakeIdentityServer>, extra = {}) {
  mockApi({ ...server.handlers, ...pageData, ...extra });
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/'],
    session: 'server',
  });
  return { ...view, queryClient };
}

describe('Session from the identity service', () => {
  it('When the server has a session but no token is stored, then a token is fetched and the navbar shows the user', async () => {
    const server = fakeIdentityServer([rahim], rahim.email);
    renderHome(server);

    expect(await screen.findByRole('img', { name: 'Rahim' })).toHaveAttribute('src', rahim.image);
    expect(screen.getAllByRole('link', { name: TEXTS.nav.dashboard }).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(fakeToken(rahim.email)),
    );
  });

  it('When the stored token belongs to another account, then a token for this one replaces it', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, fakeToken('someone-else@example.test'));
    const server = fakeIdentityServer([rahim], rahim.email);
    renderHome(server);

    await waitFor(() =>
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(fakeToken(rahim.email)),
    );
  });

  it('When there is no session, then the visitor sees Login and All Products', async () => {
    renderHome(fakeIdentityServer([rahim]));
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: TEXTS.nav.login })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getAllByRole('link', { name: TEXTS.nav.allProducts }).length).toBeGreaterThan(0);
  });

  it('When Logout is pressed, then the session ends, the token and cache are cleared and login opens', async () => {
    const server = fakeIdentityServer([rahim], rahim.email);
    const { user, router, queryClient } = renderHome(server);
    await screen.findByRole('img', { name: 'Rahim' });
    await waitFor(() => expect(localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull());

    await user.click(screen.getByRole('button', { name: TEXTS.nav.logout }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.sequence()).toContain('POST /api/auth/sign-out');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // The navbar, not the login card's own <header>, which is drawn too once its code is in.
    const header = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(header).findByRole('link', { name: TEXTS.nav.login })).toBeInTheDocument();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['products'] })).toHaveLength(0);
  });

  it('When the sign-out request fails, then the user stays signed in and a toast says so', async () => {
    const server = fakeIdentityServer([rahim], rahim.email);
    const { user, router } = renderHome(server, {
      '/api/auth/sign-out': () => json({ message: 'down', code: 'INTERNAL' }, { status: 503 }),
    });
    await screen.findByRole('img', { name: 'Rahim' });

    await user.click(screen.getByRole('button', { name: TEXTS.nav.logout }));

    expect(await screen.findByText(AUTH_TEXTS.errors.logoutFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('img', { name: 'Rahim' })).toBeInTheDocument();
  });
});
