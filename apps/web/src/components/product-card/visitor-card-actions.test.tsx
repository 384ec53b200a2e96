import { TEXTS } from '@phonebazaar/shared';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { ProductGrid } from './product-grid';

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from;
  return <p>Login page, from {from?.pathname}</p>;
}

describe('Simple (visitor) product card', () => {
  it('When a visitor clicks Book now, then they go to /login and the origin is remembered', async () => {
    const { user, router } = renderRoutes(
      [
        {
          path: '/all-products',
          element: <ProductGrid products={[makeProduct()]} columns="grid-cols-1" />,
        },
        { path: '/login', element: <LoginProbe /> },
      ],
      { initialEntries: ['/all-products'] },
    );

    const bookNow = screen.getByRole('link', { name: TEXTS.bookNow });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    await user.click(bookNow);

    expect(await screen.findByText('Login page, from /all-products')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
