import { AUTH_TEXTS, TEXTS, TOKEN_STORAGE_KEY } from '@phonebazaar/shared';
import { screen, waitFor } from '@testing-library/react';
import type { InitialEntry } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeIdentityServer, pageData } from '../../test/fake-identity';
import { json, mockApi } from '../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../test/render-routes';
import { createRoutes } from '../router';

const V = TEXTS.validation;
const buyer = { email: 'rahim@example.test', password: 'Str0ng!pass', name: 'Rahim' };

function renderLogin(initialEntries: InitialEntry[] = ['/login']) {
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries,
    session: 'server',
  });
}

/** The message element exactly as rendered: spec texts may end in a space. */
function messageExactly(text: string) {
  return screen.queryAllByText((_, el) => el?.tagName === 'P' && el.textContent === text);
}

async function submit(user: ReturnType<typeof renderLogin>['user']) {
  await user.click(screen.getByRole('button', { name: TEXTS.nav.login }));
}

describe('Login page', () => {
  it('When Login is pressed with nothing filled in, then both required messages show verbatim', async () => {
    mockApi({ ...fakeIdentityServer([buyer]).handlers, ...pageData });
    const { user } = renderLogin();
    await screen.findByRole('heading', { level: 1, name: TEXTS.titles.login });

    await user.type(screen.getByLabelText(AUTH_TEXTS.email), 'a');
    await user.clear(screen.getByLabelText(AUTH_TEXTS.email));
    // Validation waits for the first submit (spec §5).
    expect(messageExactly(V.emailRequired)).toHaveLength(0);

    await submit(user);
    expect(messageExactly(V.emailRequired)).toHaveLength(1);
    expect(messageExactly(V.passwordRequired)).toHaveLength(1);
    expect(screen.getByLabelText(AUTH_TEXTS.email)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(AUTH_TEXTS.email)).toHaveFocus();
    expect(document.title).toBe('Login - PhoneBazaar');
  });

  it('When a field changes after a failed submit, then it is checked again at once', async () => {
    mockApi({ ...fakeIdentityServer([buyer]).handlers, ...pageData });
    const { user } = renderLogin();
    await screen.findByRole('heading', { level: 1, name: TEXTS.titles.login });
    await submit(user);

    await user.type(screen.getByLabelText(AUTH_TEXTS.email), buyer.email);
    expect(messageExactly(V.emailRequired)).toHaveLength(0);

    const password = screen.getByLabelText(AUTH_TEXTS.password);
    await user.type(password, 'abc');
    // 'Password must be up to 6 characters ' keeps its trailing space.
    expect(messageExactly(V.loginPasswordMin)).toHaveLength(1);
    expect(V.loginPasswordMin.endsWith(' ')).toBe(true);
    await user.type(password, 'def');
    expect(messageExactly(V.loginPasswordMin)).toHaveLength(0);
    await user.clear(password);
    expect(messageExactly(V.passwordRequired)).toHaveLength(1);
  });

  it('When the credentials are right, then it toasts, stores the token and returns to the origin', async () => {
    const server = fakeIdentityServer([buyer]);
    mockApi({ ...server.handlers, ...pageData });
    const { user, router } = renderLogin([
      { pathname: '/login', state: { from: { pathname: '/all-products', search: '?x=1' } } },
    ]);
    await screen.findByRole('heading', { level: 1, name: TEXTS.titles.login });

    await user.type(screen.getByLabelText(AUTH_TEXTS.email), buyer.email);
    await user.type(screen.getByLabelText(AUTH_TEXTS.password), buyer.password);
    await submit(user);

    expect(await screen.findByText(TEXTS.toast.login)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/all-products'));
    expect(router.state.location.search).toBe('?x=1');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toMatch(/^header\./);
    expect(server.sequence()).toEqual(
      expect.arrayContaining(['POST /api/auth/sign-in/email', 'GET /api/jwt']),
    );
    expect(await screen.findByRole('button', { name: TEXTS.nav.logout })).toBeInTheDocument();
  });

  it('When the password is wrong, then a short human toast says so and nobody is signed in', async () => {
    mockApi({ ...fakeIdentityServer([buyer]).handlers, ...pageData });
    const { user, router } = renderLogin();
    await screen.findByRole('heading', { level: 1, name: TEXTS.titles.login });

    await user.type(screen.getByLabelText(AUTH_TEXTS.email), buyer.email);
    await user.type(screen.getByLabelText(AUTH_TEXTS.password), 'Wrong!pass1');
    await submit(user);

    expect(await screen.findByText(AUTH_TEXTS.errors.wrongCredentials)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('When the server rate-limits sign-in, then the toast asks the user to wait', async () => {
    mockApi({
      ...fakeIdentityServer([buyer]).handlers,
      ...pageData,
      '/api/auth/sign-in/email': () =>
        json({ message: 'Too many', code: 'RATE_LIMITED' }, { status: 429 }),
    });
    const { user } = renderLogin();
    await screen.findByRole('heading', { level: 1, name: TEXTS.titles.login });
    await user.type(screen.getByLabelText(AUTH_TEXTS.email), buyer.email);
    await user.type(screen.getByLabelText(AUTH_TEXTS.password), buyer.password);
    await submit(user);

    expect(await screen.findByText(AUTH_TEXTS.errors.rateLimited)).toBeInTheDocument();
  });

  it('When the page shows, then Forgot Password? leads to /forgot-password and Sign up keeps the origin', async () => {
    mockApi({ ...fakeIdentityServer([]).handlers, ...pageData });
    const { user, router } = renderLogin([
      { pathname: '/login', state: { from: { pathname: '/dashboard/mysell' } } },
    ]);
    // Issue #14: the spec's item without a target now opens the forgot-password page.
    const forgot = await screen.findByRole('link', { name: TEXTS.forgotPassword });
    expect(forgot).toHaveAttribute('href', '/forgot-password');

    await user.click(screen.getByRole('link', { name: AUTH_TEXTS.createAccount }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.state).toEqual({ from: { pathname: '/dashboard/mysell' } });
  });
});
