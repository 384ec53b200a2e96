import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { callsTo, json, mockApi } from '../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../test/render-routes';
import { createRoutes } from '../router';

function renderAllProducts() {
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/all-products'],
  });
}

describe('All Products page', () => {
  it('When the list fails to load, then Retry fetches it again and shows the products', async () => {
    let serverUp = false;
    const fetchMock = mockApi({
      '/api/allproducts': () =>
        serverUp
          ? json([makeProduct({ productName: 'Pixel 7' })])
          : json({ message: 'Database unavailable', code: 'INTERNAL' }, { status: 503 }),
    });
    const { user } = renderAllProducts();

    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    const failedCalls = callsTo(fetchMock, '/api/allproducts').length;
    serverUp = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Pixel 7' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/allproducts')).toHaveLength(failedCalls + 1);
  });

  it('When there is a next page, then Load more appends it using the cursor', async () => {
    const fetchMock = mockApi({
      '/api/allproducts': (url) =>
        url.searchParams.get('cursor') === 'page-2'
          ? json([makeProduct({ productName: 'Second page phone' })])
          : json([makeProduct({ productName: 'First page phone' })], { nextCursor: 'page-2' }),
    });
    const { user } = renderAllProducts();

    expect(await screen.findByRole('heading', { name: 'First page phone' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('heading', { name: 'Second page phone' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'First page phone' })).toBeInTheDocument();
    // Issue #23 item 6: keyboard focus lands on the first new card, not back at the top.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Second page phone' }).closest('li')).toBe(
        document.activeElement,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/allproducts')).toHaveLength(2);
    expect(document.title).toBe('All Products - PhoneBazaar');
  });

  it('When nothing is for sale, then an empty state says so', async () => {
    mockApi({ '/api/allproducts': () => json([]) });
    renderAllProducts();

    expect(await screen.findByText('No phones for sale right now')).toBeInTheDocument();
  });

  it('When a phone user picks two phones per row, then the grid and cards turn compact and the choice is remembered', async () => {
    localStorage.removeItem('pb.cardDensity');
    mockApi({
      '/api/allproducts': () =>
        json([makeProduct({ productName: 'Pixel 7', description: 'Barely used, with box.' })]),
    });
    const { user, unmount } = renderAllProducts();
    const name = await screen.findByRole('heading', { name: 'Pixel 7' });
    const grid = name.closest('ul') as HTMLElement;
    expect(grid).not.toHaveClass('max-sm:grid-cols-2');

    await user.click(screen.getByRole('checkbox', { name: 'Two phones per row' }));
    expect(grid).toHaveClass('max-sm:grid-cols-2');
    expect(screen.getByText('Barely used, with box.')).toHaveClass('max-sm:hidden');
    expect(localStorage.getItem('pb.cardDensity')).toBe('compact');
    unmount();

    renderAllProducts();
    const again = await screen.findByRole('heading', { name: 'Pixel 7' });
    await waitFor(() => expect(again.closest('ul')).toHaveClass('max-sm:grid-cols-2'));
    expect(screen.getByRole('checkbox', { name: 'Two phones per row' })).toBeChecked();
    localStorage.removeItem('pb.cardDensity');
  });
});
