import { AUTH_TEXTS, NOTIFICATION_PREFERENCE_TEXTS, TEXTS } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { pngFile } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { mockUpload } from '../../../test/mock-upload';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';
import { createRoutes } from '../../router';

const rahim = { email: 'rahim@example.test', name: 'Rahim', image: '/images/rahim.webp' };

function renderProfile(account: Parameters<typeof fakeIdentityServer>[0][number] = rahim) {
  const server = fakeIdentityServer([account], account.email);
  mockApi({ ...server.handlers, ...pageData });
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/dashboard/profile'],
    session: 'server',
  });
  return { ...view, server };
}

describe('Profile page', () => {
  it('When a new name and photo are saved, then the server gets both and the navbar avatar updates', async () => {
    const upload = mockUpload({ manual: true });
    const { user, server } = renderProfile();
    const name = await screen.findByLabelText('Display name');
    expect(document.title).toBe('Profile - PhoneBazaar');
    expect(name).toHaveValue('Rahim');

    await user.clear(name);
    await user.type(name, 'Rahim Uddin');
    await user.upload(screen.getByLabelText('Photo'), pngFile('new.png'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(upload.uploads).toHaveLength(1));
    upload.progress(70);
    expect(await screen.findByText('Uploading photo 70%…')).toBeInTheDocument();
    upload.respond(200, { success: true, data: { url: '/images/new.webp' } });

    expect(await screen.findByText(AUTH_TEXTS.profileSaved)).toBeInTheDocument();
    expect(server.calls.find((c) => c.call === 'PATCH /api/users/me')?.body).toEqual({
      name: 'Rahim Uddin',
      photoURL: '/images/new.webp',
    });
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('img', { name: 'Rahim Uddin' })).toHaveAttribute(
      'src',
      '/images/new.webp',
    );
  });

  it('When Messages is unticked under Notifications and saved, then the server gets mail off for messages only, push kept as it was', async () => {
    const { user } = renderProfile();
    // renderProfile's mockApi put a recording fetch in place.
    const fetchMock = vi.mocked(globalThis.fetch);
    const P = NOTIFICATION_PREFERENCE_TEXTS;
    const section = await screen.findByRole('region', { name: P.heading });
    expect(section).toHaveAttribute('id', 'notifications');
    const messages = await within(section).findByRole('checkbox', { name: P.groups.messages });
    expect(messages).toBeChecked();
    await user.click(messages);
    await user.click(within(section).getByRole('button', { name: P.save }));

    expect(await screen.findByText(P.saved)).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(
      ([input, init]) =>
        String(input).endsWith('/api/notification-preferences') && init?.method === 'PUT',
    );
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      messages: { mail: false, push: true },
      offers: { mail: true, push: true },
      deals: { mail: true, push: true },
      alerts: { mail: true, push: true },
      reviews: { mail: true, push: true },
    });
  });

  it('When the name is emptied and saved, then Name is required shows and nothing is sent', async () => {
    const { user, server } = renderProfile();
    const name = await screen.findByLabelText('Display name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(TEXTS.validation.nameRequired)).toBeInTheDocument();
    expect(server.sequence()).not.toContain('PATCH /api/users/me');
  });

  it('When a buyer presses Start selling, then they are recorded as a seller and can add a phone', async () => {
    const { user, server } = renderProfile();
    const S = AUTH_TEXTS.startSelling;
    await user.click(await screen.findByRole('button', { name: S.button }));

    // Issue #23 item 1: the same call as sign-up's seller toggle, never admin.
    await waitFor(() =>
      expect(server.calls.find((c) => c.call === 'POST /api/users')?.body).toEqual({
        email: rahim.email,
        name: '',
        photoURL: '',
        role: 'seller',
      }),
    );
    expect(await screen.findByText(S.toast)).toBeInTheDocument();
    const done = screen.getByRole('region', { name: S.doneTitle });
    expect(within(done).getByRole('link', { name: TEXTS.titles.addProduct })).toHaveAttribute(
      'href',
      '/dashboard/addproduct',
    );
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      await within(nav).findByRole('link', { name: TEXTS.dashboardMenu.addProduct }),
    ).toBeInTheDocument();
  });

  it('When a seller opens Profile, then there is no Start selling', async () => {
    renderProfile({ ...rahim, role: 'seller' });
    await screen.findByLabelText('Display name');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    await within(nav).findByRole('link', { name: TEXTS.dashboardMenu.addProduct });
    expect(
      screen.queryByRole('button', { name: AUTH_TEXTS.startSelling.button }),
    ).not.toBeInTheDocument();
  });
});
