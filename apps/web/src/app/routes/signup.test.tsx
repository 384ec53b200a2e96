import { AUTH_TEXTS, TEXTS, TOKEN_STORAGE_KEY } from '@phonebazaar/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeIdentityServer, pageData } from '../../test/fake-identity';
import { pngFile } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { mockUpload } from '../../test/mock-upload';
import { createTestQueryClient, renderRoutes } from '../../test/render-routes';
import { createRoutes } from '../router';

// The estimator's dictionaries are the meter's own test's; here a quick stand-in.
vi.mock(
  '../../features/auth/utils/password-estimator-impl',
  () => import('../../test/fake-password-estimator'),
);

const V = TEXTS.validation;
const PHOTO_URL = '/images/avatar-1.webp';

function renderSignUp() {
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/signup'],
    session: 'server',
  });
}

function messageExactly(text: string) {
  return screen.queryAllByText((_, el) => el?.tagName === 'P' && el.textContent === text);
}

const avatarFile = () => pngFile('me.png');

async function fillForm(user: ReturnType<typeof renderSignUp>['user'], seller: boolean) {
  await user.type(screen.getByLabelText(AUTH_TEXTS.name), 'Sadia Rahman');
  await user.type(screen.getByLabelText(AUTH_TEXTS.email), 'sadia@example.test');
  await user.upload(screen.getByLabelText(AUTH_TEXTS.avatar), avatarFile());
  await user.type(screen.getByLabelText(AUTH_TEXTS.password), 'Str0ng!pass');
  if (seller) await user.click(screen.getByRole('checkbox', { name: AUTH_TEXTS.signUpAsSeller }));
}

const signUpButton = () => screen.getByRole('button', { name: TEXTS.titles.signUp });

describe('Sign-up page', () => {
  it('When Sign Up is pressed with nothing filled in, then every required message shows verbatim', async () => {
    mockApi({ ...fakeIdentityServer([]).handlers, ...pageData });
    const { user } = renderSignUp();
    await screen.findByRole('heading', { level: 1, name: TEXTS.titles.signUp });
    expect(document.title).toBe('Sign Up - PhoneBazaar');

    await user.click(signUpButton());

    for (const text of [V.nameRequired, V.emailRequired, V.avatarRequired, V.passwordRequired]) {
      expect(messageExactly(text), text).toHaveLength(1);
    }
  });

  it('When fields change after a failed submit, then each is checked again at once', async () => {
    mockApi({ ...fakeIdentityServer([]).handlers, ...pageData });
    const { user } = renderSignUp();
    await screen.findByRole('heading', { level: 1, name: TEXTS.titles.signUp });
    await user.click(signUpButton());

    await user.type(screen.getByLabelText(AUTH_TEXTS.name), 'S');
    await waitFor(() => expect(messageExactly(V.nameRequired)).toHaveLength(0));
    await user.type(screen.getByLabelText(AUTH_TEXTS.email), 's@example.test');
    await waitFor(() => expect(messageExactly(V.emailRequired)).toHaveLength(0));
    await user.upload(screen.getByLabelText(AUTH_TEXTS.avatar), avatarFile());
    // The picture is checked by its content, which takes a moment (a file read).
    await waitFor(() => expect(messageExactly(V.avatarRequired)).toHaveLength(0));

    const password = screen.getByLabelText(AUTH_TEXTS.password);
    await user.type(password, 'abc');
    // 'Password must be 6 characters or longer ' keeps its trailing space.
    await waitFor(() => expect(messageExactly(V.signupPasswordMin)).toHaveLength(1));
    await user.type(password, 'def');
    await waitFor(() => expect(messageExactly(V.passwordStrong)).toHaveLength(1));
    await user.clear(password);
    await user.type(password, 'Abcde1!');
    await waitFor(() => expect(messageExactly(V.passwordStrong)).toHaveLength(0));
    expect(messageExactly(V.signupPasswordMin)).toHaveLength(0);
  });

  it('When a seller signs up, then account, upload, profile, record and token run in that order with role seller', async () => {
    const server = fakeIdentityServer([]);
    mockApi({ ...server.handlers, ...pageData });
    const sequence = server.calls;
    const upload = mockUpload({
      manual: true,
      onSend: () => sequence.push({ call: 'POST /api/upload', body: {}, auth: null }),
    });
    const { user, router } = renderSignUp();
    await screen.findByRole('heading', { level: 1, name: TEXTS.titles.signUp });
    await fillForm(user, true);
    await user.click(signUpButton());

    // The upload shows its progress while it runs.
    await waitFor(() => expect(upload.uploads).toHaveLength(1));
    upload.progress(40);
    expect(await screen.findByText(`${AUTH_TEXTS.steps.upload} 40%…`)).toBeInTheDocument();
    upload.respond(200, { success: true, data: { url: PHOTO_URL } });

    expect(await screen.findByText(TEXTS.toast.signUp)).toBeInTheDocument();
    // A new seller lands on their first steps (issue #46 item 2).
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/myproduct'));
    const order = server.sequence().filter((call) => !call.startsWith('GET /api/auth/get-session'));
    expect(order).toEqual([
      'POST /api/auth/sign-up/email',
      'POST /api/upload',
      'PATCH /api/users/me',
      'POST /api/users',
      'GET /api/jwt',
    ]);
    const body = (call: string) => server.calls.find((c) => c.call === call)?.body;
    expect(body('POST /api/auth/sign-up/email')).toEqual({
      name: 'Sadia Rahman',
      email: 'sadia@example.test',
      password: 'Str0ng!pass',
    });
    expect(upload.uploads[0]?.file?.name).toBe('me.png');
    expect(body('PATCH /api/users/me')).toEqual({ name: 'Sadia Rahman', photoURL: PHOTO_URL });
    expect(body('POST /api/users')).toEqual({
      email: 'sadia@example.test',
      name: 'Sadia Rahman',
      photoURL: PHOTO_URL,
      role: 'seller',
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toMatch(/^header\./);
    expect(await screen.findByRole('img', { name: 'Sadia Rahman' })).toHaveAttribute(
      'src',
      PHOTO_URL,
    );
  });

  it('When the seller toggle is off, then the user is recorded with role empty (buyer)', async () => {
    const server = fakeIdentityServer([]);
    mockApi({ ...server.handlers, ...pageData });
    mockUpload({ url: PHOTO_URL });
    const { user } = renderSignUp();
    await screen.findByRole('heading', { level: 1, name: TEXTS.titles.signUp });
    await fillForm(user, false);
    await user.click(signUpButton());

    expect(await screen.findByText(TEXTS.toast.signUp)).toBeInTheDocument();
    expect(server.calls.find((c) => c.call === 'POST /api/users')?.body.role).toBe('');
  });

  it('When the upload fails after the account exists, then Sign Up again resumes without a second account', async () => {
    const server = fakeIdentityServer([]);
    mockApi({ ...server.handlers, ...pageData });
    const upload = mockUpload({ manual: true });
    const { user } = renderSignUp();
    await screen.findByRole('heading', { level: 1, name: TEXTS.titles.signUp });
    await fillForm(user, true);
    await user.click(signUpButton());

    await waitFor(() => expect(upload.uploads).toHaveLength(1));
    upload.respond(413, { message: 'Too big', code: 'FILE_TOO_LARGE' });
    expect(await screen.findByText(AUTH_TEXTS.errors.imageTooLarge)).toBeInTheDocument();
    expect(await screen.findByText(/Stopped at: Uploading photo/)).toBeInTheDocument();

    await user.click(signUpButton());
    await waitFor(() => expect(upload.uploads).toHaveLength(2));
    upload.respond(200, { success: true, data: { url: PHOTO_URL } });

    expect(await screen.findByText(TEXTS.toast.signUp)).toBeInTheDocument();
    expect(server.sequence().filter((c) => c === 'POST /api/auth/sign-up/email')).toHaveLength(1);
  });

  it('When the email is taken, then the toast says so in plain words', async () => {
    mockApi({ ...fakeIdentityServer([{ email: 'sadia@example.test' }]).handlers, ...pageData });
    mockUpload({ url: PHOTO_URL });
    const { user } = renderSignUp();
    await screen.findByRole('heading', { level: 1, name: TEXTS.titles.signUp });
    await fillForm(user, false);
    await user.click(signUpButton());

    expect(await screen.findByText(AUTH_TEXTS.errors.emailTaken)).toBeInTheDocument();
  });

  it('When the avatar is not a picture (a renamed file), then it says so as soon as it is chosen and Sign Up creates nothing', async () => {
    const server = fakeIdentityServer([]);
    mockApi({ ...server.handlers, ...pageData });
    const { user } = renderSignUp();
    await screen.findByRole('heading', { level: 1, name: TEXTS.titles.signUp });
    await user.type(screen.getByLabelText(AUTH_TEXTS.name), 'Sadia Rahman');
    await user.type(screen.getByLabelText(AUTH_TEXTS.email), 'sadia@example.test');
    const fake = new File(['MZ this is a program'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(AUTH_TEXTS.avatar), fake);
    // Issue #23 items 1 and 5: flagged when chosen, no broken preview.
    expect(await screen.findByText(AUTH_TEXTS.errors.imageContent)).toBeInTheDocument();
    expect(document.querySelector('img[src^="blob:"]')).toBeNull();
    await user.type(screen.getByLabelText(AUTH_TEXTS.password), 'Str0ng!pass');
    await user.click(signUpButton());

    await waitFor(() => expect(messageExactly(AUTH_TEXTS.errors.imageContent)).toHaveLength(1));
    expect(server.sequence()).not.toContain('POST /api/auth/sign-up/email');
  });

  it('When a later step fails, then the form says the account exists and how to finish, not "use another account"', async () => {
    const server = fakeIdentityServer([]);
    mockApi({ ...server.handlers, ...pageData });
    const upload = mockUpload({ manual: true });
    const { user } = renderSignUp();
    await screen.findByRole('heading', { level: 1, name: TEXTS.titles.signUp });
    await fillForm(user, true);
    await user.click(signUpButton());
    await waitFor(() => expect(upload.uploads).toHaveLength(1));
    upload.respond(500, { message: 'Storage down', code: 'INTERNAL' });

    expect(await screen.findByText(AUTH_TEXTS.signUpResume('sadia@example.test'))).toBeVisible();
    expect(screen.queryByText(/Continue below to use another account/)).not.toBeInTheDocument();
  });
});
