import { FAVOURITE_HEART_TEXTS, TEXTS } from '@phonebazaar/shared';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { ProductGrid } from './product-grid';

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; search: string } } | null)?.from;
  return (
    <p>
      Login page, from {from?.pathname}
      {from?.search}
    </p>
  );
}

describe('Simple (visitor) product card', () => {
  it('When a visitor clicks Book now, then they go to /login and the origin is remembered', async () => {
    const { user, router } = renderRoutes(
      [
        {
          path: '/all-products',
          element: <ProductGrid products={[makeProduct({ _id: 'p-7' })]} columns="grid-cols-1" />,
        },
        { path: '/login', element: <LoginProbe /> },
      ],
      { initialEntries: ['/all-products'] },
    );

    const bookNow = screen.getByRole('link', { name: TEXTS.bookNow });
    // Besides the picture and the name (the listing's page, issue #16) and the seller's name
    // (their profile, issue #19), Book now and the heart (issue #20) are the links.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/listings/p-7',
      '/listings/p-7',
      '/sellers/user-arif',
      '/login',
      '/login',
    ]);
    await user.click(bookNow);

    // The listing travels along, so its booking form opens again after sign-in (item 12).
    expect(await screen.findByText('Login page, from /all-products?book=p-7')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('When a visitor clicks the heart, then they go to /login and come back to the same page', async () => {
    const { user, router } = renderRoutes(
      [
        {
          path: '/all-products',
          element: <ProductGrid products={[makeProduct({ _id: 'p-8' })]} columns="grid-cols-1" />,
        },
        { path: '/login', element: <LoginProbe /> },
      ],
      { initialEntries: ['/all-products?page=2'] },
    );
    const heart = screen.getByRole('link', { name: FAVOURITE_HEART_TEXTS.save });
    // An icon only: its name is the label, its picture hidden from assistive technology.
    expect(heart.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(heart);
    // No ?book: the heart opens no booking form on the way back; ?heart hearts the phone.
    expect(
      await screen.findByText('Login page, from /all-products?page=2&heart=p-8'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("When the actions show on a listing's page, then they leave the heart to the page's own", () => {
    renderRoutes(
      [
        {
          path: '/listings/:id',
          element: <ProductGrid products={[makeProduct({ _id: 'p-9' })]} columns="grid-cols-1" />,
        },
      ],
      { initialEntries: ['/listings/p-9'] },
    );
    expect(screen.getByRole('link', { name: TEXTS.bookNow })).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: FAVOURITE_HEART_TEXTS.save }),
    ).not.toBeInTheDocument();
  });
});
