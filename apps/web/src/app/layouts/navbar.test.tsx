import { HEADER_TEXTS, TEXTS } from '@phonebazaar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../lib/session';
import { renderRoutes } from '../../test/render-routes';
import { Navbar } from './navbar';

function renderNavbar(session?: Session) {
  return renderRoutes([{ path: '/', element: <Navbar /> }], { session });
}

function desktopLinks() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('Navbar', () => {
  it('When signed out, then Home, Blog, All Products and Login show', () => {
    renderNavbar();
    expect(desktopLinks()).toEqual([
      'PhoneBazaar',
      TEXTS.nav.home,
      TEXTS.nav.blog,
      TEXTS.nav.allProducts,
      HEADER_TEXTS.sell,
      TEXTS.nav.login,
    ]);
    expect(screen.getByRole('link', { name: TEXTS.nav.login })).toHaveAttribute('href', '/login');
    // Issue #46 item 2: a visitor's Sell signs up with Seller chosen.
    expect(screen.getByRole('link', { name: HEADER_TEXTS.sell })).toHaveAttribute(
      'href',
      '/signup?as=seller',
    );
  });

  it('When signed in, then Dashboard, the avatar and Logout replace the visitor links', async () => {
    const logout = vi.fn(async () => {});
    const { user } = renderNavbar({
      status: 'signed-in',
      user: { uid: 'u1', email: 'rahim@example.test', displayName: 'Rahim', photoURL: '/r.webp' },
      logout,
    });

    // The bell (issue #18) is a link with a name and no text; Sell comes once the role is known
    // (at once when another file left it cached), and is checked below.
    expect(desktopLinks().filter((t) => t && t !== HEADER_TEXTS.sell)).toEqual([
      'PhoneBazaar',
      TEXTS.nav.home,
      TEXTS.nav.blog,
      TEXTS.nav.dashboard,
    ]);
    expect(await screen.findByRole('link', { name: HEADER_TEXTS.sell })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Notifications/ })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
    // So is Messages (issue #19), from tablet width up.
    expect(await screen.findByRole('link', { name: /^Messages/ })).toHaveAttribute(
      'href',
      '/dashboard/conversations',
    );
    expect(screen.getByRole('img', { name: 'Rahim' })).toHaveAttribute('src', '/r.webp');
    await user.click(screen.getByRole('button', { name: TEXTS.nav.logout }));
    expect(logout).toHaveBeenCalledOnce();
  });

  it('When the phone menu button is pressed, then the menu opens and Escape closes it', async () => {
    const { user } = renderNavbar();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
