import { AUTH_TEXTS, MAIL_TEXTS, TEXTS } from '@phonebazaar/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ForgotPasswordRoute from '../../../app/routes/forgot-password';
import ResetPasswordRoute from '../../../app/routes/reset-password';
import { json, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';

// The estimator's dictionaries are the meter's own test's; here a quick stand-in.
vi.mock(
  '../../../features/auth/utils/password-estimator-impl',
  () => import('../../../test/fake-password-estimator'),
);

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/forgot-password', Component: ForgotPasswordRoute },
  { path: '/reset-password', Component: ResetPasswordRoute },
  { path: '/login', element: <h1>Login page</h1> },
];

describe('Forgot and reset password forms (issue #14)', () => {
  it('When an address is sent, then the page says the same thing whatever the server knows', async () => {
    const bodies: unknown[] = [];
    mockApi({
      '/api/auth/request-password-reset': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json({ status: true });
      },
    });
    const { user } = renderRoutes(routes, { initialEntries: ['/forgot-password'] });
    await user.click(await screen.findByRole('button', { name: MAIL_TEXTS.forgot.submit }));
    expect(await screen.findByText(TEXTS.validation.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(AUTH_TEXTS.email), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: MAIL_TEXTS.forgot.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(MAIL_TEXTS.forgot.sent);
    expect(bodies).toEqual([{ email: 'ana@example.com' }]);
  });

  it('When the new password is weak or the two differ, then nothing is sent; a good one is, and the page says to sign in', async () => {
    const bodies: unknown[] = [];
    mockApi({
      '/api/auth/reset-password': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json({ status: true });
      },
    });
    const { user } = renderRoutes(routes, { initialEntries: ['/reset-password?token=abc'] });
    const password = await screen.findByLabelText(MAIL_TEXTS.reset.newPassword);
    const confirm = screen.getByLabelText(MAIL_TEXTS.reset.confirmPassword);
    await user.type(password, 'abcdefgh');
    await user.type(confirm, 'abcdefgh');
    await user.click(screen.getByRole('button', { name: MAIL_TEXTS.reset.submit }));
    expect(await screen.findByText(TEXTS.validation.passwordStrong)).toBeInTheDocument();
    // Issue #36 N8: the pattern holds but the estimator says it is easy to guess.
    await user.clear(password);
    await user.type(password, 'Password1!');
    await user.click(screen.getByRole('button', { name: MAIL_TEXTS.reset.submit }));
    expect(
      await screen.findByText(/This password is easy to guess/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'N3w!passw0rd-long');
    await user.click(screen.getByRole('button', { name: MAIL_TEXTS.reset.submit }));
    expect(await screen.findByText(MAIL_TEXTS.reset.mismatch)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.clear(confirm);
    await user.type(confirm, 'N3w!passw0rd-long');
    await user.click(screen.getByRole('button', { name: MAIL_TEXTS.reset.submit }));
    expect(await screen.findByText(MAIL_TEXTS.reset.done)).toBeInTheDocument();
    expect(bodies).toEqual([{ token: 'abc', newPassword: 'N3w!passw0rd-long' }]);
  });

  it('When the link has no token or the server says it is used up, then the page offers a new one', async () => {
    mockApi({
      '/api/auth/reset-password': () =>
        json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, { status: 400 }),
    });
    const { user, unmount } = renderRoutes(routes, { initialEntries: ['/reset-password'] });
    expect(await screen.findByText(MAIL_TEXTS.reset.invalid)).toBeInTheDocument();
    unmount();
    const second = renderRoutes(routes, { initialEntries: ['/reset-password?token=used'] });
    await second.user.type(
      await screen.findByLabelText(MAIL_TEXTS.reset.newPassword),
      'N3w!passw0rd-long',
    );
    await second.user.type(
      screen.getByLabelText(MAIL_TEXTS.reset.confirmPassword),
      'N3w!passw0rd-long',
    );
    await second.user.click(screen.getByRole('button', { name: MAIL_TEXTS.reset.submit }));
    await waitFor(() => expect(screen.getByText(MAIL_TEXTS.reset.invalid)).toBeInTheDocument());
    expect(screen.getByRole('link', { name: MAIL_TEXTS.reset.askAgain })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    void user;
  });
});
