import {
  AUTH_TEXTS,
  SOCIAL_POPUP_CHANNEL,
  SOCIAL_POPUP_MESSAGE_TYPE,
  TEXTS,
  TOKEN_STORAGE_KEY,
} from '@phonebazaar/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../../app/router';
import { fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';

const olivia = {
  email: 'olivia@example.test',
  name: 'Olivia Oidc',
  image: 'https://idp.example/o.png',
};
const withProvider = {
  '/api/auth-config': () =>
    json({ emailPassword: true, social: [{ id: 'oidc', name: 'Company SSO' }] }),
};

function renderLogin() {
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: [{ pathname: '/login', state: { from: { pathname: '/blog' } } }],
    session: 'server',
  });
}

function fakePopup() {
  const popup = { closed: false, focus: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

function postFromPopup(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('Social sign-in', () => {
  afterEach(() => vi.restoreAllMocks());

  it('When no provider is configured, then the button is disabled and says why', async () => {
    mockApi({ ...fakeIdentityServer([]).handlers, ...pageData });
    renderLogin();

    await screen.findByText(AUTH_TEXTS.socialNotConfigured);
    const button = screen.getByRole('button', { name: AUTH_TEXTS.continueWith('Google') });
    expect(button).toHaveAccessibleDescription(AUTH_TEXTS.socialNotConfigured);
    expect(button).toBeDisabled();
  });

  it('When the browser blocks the popup, then a toast explains how to allow it', async () => {
    mockApi({ ...fakeIdentityServer([]).handlers, ...pageData, ...withProvider });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderLogin();

    await user.click(await screen.findByRole('button', { name: 'Continue with Company SSO' }));
    expect(await screen.findByText(AUTH_TEXTS.errors.popupBlocked)).toBeInTheDocument();
  });

  it('When the popup reports success, then the user is recorded as a buyer, gets a token and returns', async () => {
    const server = fakeIdentityServer([olivia]);
    mockApi({ ...server.handlers, ...pageData, ...withProvider });
    const { open } = fakePopup();
    const { user, router } = renderLogin();

    await user.click(await screen.findByRole('button', { name: 'Continue with Company SSO' }));
    expect(open).toHaveBeenCalledWith(
      '/api/auth-popup/start?provider=oidc',
      'pb-social',
      'width=500,height=650',
    );

    // A message from another origin is not ours and changes nothing.
    postFromPopup({ type: SOCIAL_POPUP_MESSAGE_TYPE, ok: true }, 'https://evil.example');
    // The identity service signed Olivia in inside the popup (shared cookie).
    server.signInAs(olivia.email);
    postFromPopup({ type: SOCIAL_POPUP_MESSAGE_TYPE, ok: true });

    expect(await screen.findByText(TEXTS.toast.signIn)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    const record = server.calls.find((c) => c.call === 'POST /api/users');
    expect(record?.body).toEqual({
      email: olivia.email,
      name: olivia.name,
      photoURL: olivia.image,
      role: '',
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toMatch(/^header\./);
  });

  it('When success arrives on the BroadcastChannel only, then sign-in still completes', async () => {
    const server = fakeIdentityServer([olivia], olivia.email);
    mockApi({ ...server.handlers, ...pageData, ...withProvider });
    fakePopup();
    const { user } = renderLogin();

    await user.click(await screen.findByRole('button', { name: 'Continue with Company SSO' }));
    const channel = new BroadcastChannel(SOCIAL_POPUP_CHANNEL);
    channel.postMessage({ type: SOCIAL_POPUP_MESSAGE_TYPE, ok: true });
    channel.close();

    expect(await screen.findByText(TEXTS.toast.signIn)).toBeInTheDocument();
  });

  it('When the popup reports an error, then a human toast says what happened', async () => {
    mockApi({ ...fakeIdentityServer([]).handlers, ...pageData, ...withProvider });
    fakePopup();
    const { user } = renderLogin();

    await user.click(await screen.findByRole('button', { name: 'Continue with Company SSO' }));
    postFromPopup({ type: SOCIAL_POPUP_MESSAGE_TYPE, ok: false, error: 'access_denied' });

    expect(await screen.findByText(AUTH_TEXTS.errors.socialCancelled)).toBeInTheDocument();
  });

  it('When the user closes the popup, then a friendly toast says sign-in did not finish', async () => {
    mockApi({ ...fakeIdentityServer([]).handlers, ...pageData, ...withProvider });
    const { popup } = fakePopup();
    const { user } = renderLogin();

    await user.click(await screen.findByRole('button', { name: 'Continue with Company SSO' }));
    popup.closed = true;

    expect(
      await screen.findByText(AUTH_TEXTS.errors.popupClosed, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});
