import { AUTH_TEXTS, CONTACT_TEXTS, MAIL_TEXTS, TEXTS } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeAccount, fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';
import { createRoutes } from '../../router';

const buyer: FakeAccount = { email: 'buyer@example.test', password: 'Str0ng!pass', name: 'Bina' };
const seller: FakeAccount = { ...buyer, email: 'seller@example.test', role: 'seller' };
const admin: FakeAccount = { ...buyer, email: 'admin@example.test', role: 'admin' };

function renderAt(path: string, signedIn: FakeAccount | null) {
  const server = fakeIdentityServer([buyer, seller, admin], signedIn?.email ?? null);
  mockApi({ ...server.handlers, ...pageData });
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: [path],
    session: 'server',
  });
  return { ...view, server };
}

async function menuLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
  await waitFor(() => expect(within(nav).queryByText(TEXTS.dashboardMenu.profile)).not.toBeNull());
  // Role-dependent items arrive with the role checks.
  await waitFor(() => expect(nav.querySelector('.skeleton')).toBeNull());
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('Route guards', () => {
  it('When a visitor opens a seller page, then login opens remembering it, and logging in returns there', async () => {
    const { user, router } = renderAt('/dashboard/addproduct', null);

    await screen.findByRole('heading', { level: 1, name: TEXTS.titles.login });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/dashboard/addproduct' },
    });
    // Not signed in: the spec's login redirect, not the "page for sellers" panel.
    expect(screen.queryByText(AUTH_TEXTS.pageFor.seller.title)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(AUTH_TEXTS.email), seller.email);
    await user.type(screen.getByLabelText(AUTH_TEXTS.password), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: TEXTS.nav.login }));

    expect(
      await screen.findByRole('heading', { level: 1, name: TEXTS.titles.addProduct }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/addproduct');
    expect(document.title).toBe('Add Product - PhoneBazaar');
    // Issue #23 item 6: focus is on the new page's heading, and the page is announced.
    const heading = screen.getByRole('heading', { level: 1, name: TEXTS.titles.addProduct });
    await waitFor(() => expect(heading).toBe(document.activeElement));
    // The announcer speaks after the page has settled; on a busy machine that is a moment later.
    await waitFor(() =>
      expect(screen.getByTestId('route-announcer')).toHaveTextContent('Add Product - PhoneBazaar'),
    );
  });

  it('When a visitor opens the dashboard, then login opens remembering it', async () => {
    const { router } = renderAt('/dashboard/profile', null);
    await screen.findByRole('heading', { level: 1, name: TEXTS.titles.login });
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard/profile' } });
  });

  it.each([
    ['/dashboard/addproduct', 'seller'],
    ['/dashboard/mysell', 'seller'],
    ['/dashboard/alluser', 'admin'],
    ['/dashboard/reporteditems', 'admin'],
  ] as const)(
    'When a buyer opens %s, then it says whose page it is, with a way on',
    async (path, need) => {
      const { router, server, user } = renderAt(path, buyer);

      // Issue #23 item 13: not the login form a signed-in buyer is already past.
      const heading = await screen.findByRole('heading', {
        level: 1,
        name: AUTH_TEXTS.pageFor[need].title,
      });
      expect(router.state.location.pathname).toBe(path);
      expect(screen.queryByRole('heading', { name: TEXTS.titles.login })).not.toBeInTheDocument();
      expect(document.title).toBe(`${AUTH_TEXTS.pageFor[need].title} - PhoneBazaar`);
      // The role came from the server, asked with the bearer token.
      const roleCall = server.calls.find((c) => c.call.startsWith('GET /api/users/'));
      expect(roleCall?.auth).toMatch(/^Bearer header\./);

      const panel = heading.closest('section') as HTMLElement;
      await user.click(within(panel).getByRole('link', { name: AUTH_TEXTS.pageFor.otherAccount }));
      await screen.findByRole('heading', { level: 1, name: TEXTS.titles.login });
      expect(router.state.location.state).toMatchObject({ from: { pathname: path } });
    },
  );

  it('When a seller opens an admin page, then it says the page is for admins and links to the dashboard', async () => {
    const { user, router } = renderAt('/dashboard/allsell', seller);
    await screen.findByRole('heading', { level: 1, name: AUTH_TEXTS.pageFor.admin.title });
    await user.click(screen.getByRole('link', { name: AUTH_TEXTS.pageFor.toDashboard }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('When an admin opens an admin page, then its screen shows', async () => {
    renderAt('/dashboard/allseller', admin);
    expect(
      await screen.findByRole('heading', { level: 1, name: TEXTS.titles.allSellers }),
    ).toBeInTheDocument();
    expect(document.title).toBe('All Seller - PhoneBazaar');
  });

  it('When a buyer opens My Order, then it shows (signed-in is enough)', async () => {
    renderAt('/dashboard/myorder', buyer);
    expect(
      await screen.findByRole('heading', { level: 1, name: TEXTS.titles.myOrder }),
    ).toBeInTheDocument();
  });
});

describe('Dashboard menu', () => {
  const M = TEXTS.dashboardMenu;

  it('When a buyer opens the dashboard, then All Products, My Order and Profile show', async () => {
    renderAt('/dashboard', buyer);
    expect(await menuLinks()).toEqual([
      M.allProducts,
      M.myOrder,
      'Messages',
      'Offers',
      'Favourites',
      'Saved searches',
      'Notifications',
      M.profile,
    ]);
    expect(document.title).toBe('Dashboard - PhoneBazaar');
    expect(
      await screen.findByRole('heading', { level: 1, name: M.allProducts }),
    ).toBeInTheDocument();
  });

  it('When a seller opens the dashboard, then the seller items replace My Order', async () => {
    renderAt('/dashboard', seller);
    expect(await menuLinks()).toEqual([
      M.allProducts,
      M.addProduct,
      M.myProducts,
      M.mySell,
      'Earnings',
      'Messages',
      'Offers',
      'Favourites',
      'Saved searches',
      'Notifications',
      M.profile,
    ]);
  });

  it('When an admin opens the dashboard, then the admin items show too', async () => {
    renderAt('/dashboard', admin);
    expect(await menuLinks()).toEqual([
      M.allProducts,
      M.addProduct,
      M.myProducts,
      M.mySell,
      'Earnings',
      M.allSell,
      M.allUser,
      M.allSellers,
      M.allBuyers,
      M.reportedItems,
      'Review Queue',
      MAIL_TEXTS.outbox.menu,
      CONTACT_TEXTS.admin.menu,
      'Phone Models',
      'Blocked IMEIs',
      'Disputes',
      'Payouts',
      'Audit Log',
      'Reported Conversations',
      'Reviews',
      'Clusters',
      'Notifications',
      M.profile,
    ]);
  });

  it('When the avatar is pressed, then its menu holds the dashboard links and Logout, and Esc closes it back to the avatar (issue #37)', async () => {
    const { user } = renderAt('/dashboard', buyer);
    await menuLinks();
    const avatar = await screen.findByRole('button', { name: /^Account menu, / });
    expect(avatar).toHaveAttribute('aria-expanded', 'false');

    await user.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(avatar.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(menu).getByRole('link', { name: M.myOrder })).toHaveAttribute(
      'href',
      '/dashboard/myorder',
    );
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    expect(avatar).toBe(document.activeElement);
  });
});
