import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../../test/fixtures';
import { json, mockApi } from '../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../test/render-routes';
import { createRoutes } from '../router';

const apple = makeCategory({ _id: 'apple', name: 'Apple' });
const samsung = makeCategory({ _id: 'samsung', name: 'Samsung' });

function renderCategory(id: string) {
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: [`/categories/${id}`],
  });
}

describe('Category page', () => {
  it('When the page shows, then its products were loaded first and the drawer lists categories', async () => {
    let release: ((response: Response) => void) | undefined;
    mockApi({
      '/api/categories': () => json([apple, samsung]),
      '/api/categories/apple': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    renderCategory('apple');

    // The loader holds the page back until the products are in.
    await waitFor(() => expect(release).toBeDefined());
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'Apple', level: 1 })).not.toBeInTheDocument();
    release?.(json([makeProduct({ productName: 'iPhone 13' })]));

    expect(await screen.findByRole('heading', { name: 'Apple', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'iPhone 13' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading products' })).not.toBeInTheDocument();
    expect(document.title).toBe('Apple - PhoneBazaar');

    const menu = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(menu).getByRole('link', { name: 'Samsung' })).toHaveAttribute(
      'href',
      '/categories/samsung',
    );
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('When the category does not exist, then a not-found state links home', async () => {
    mockApi({
      '/api/categories': () => json([apple]),
      '/api/categories/gone': () =>
        json({ message: 'Category not found.', code: 'CATEGORY_NOT_FOUND' }, { status: 404 }),
    });
    renderCategory('gone');

    expect(
      await screen.findByRole('heading', { name: 'Category not found', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    // The navigation bar stays, so the visitor is not stranded.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('When the products fail to load, then Retry runs the loader again', async () => {
    let serverUp = false;
    mockApi({
      '/api/categories': () => json([apple]),
      '/api/categories/apple': () =>
        serverUp
          ? json([makeProduct({ productName: 'iPhone 12' })])
          : json({ message: 'Try later', code: 'INTERNAL' }, { status: 500 }),
    });
    const { user } = renderCategory('apple');

    expect(await screen.findByRole('alert')).toHaveTextContent('Try later');
    serverUp = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'iPhone 12' })).toBeInTheDocument();
  });

  it('When the phone drawer opens, then focus moves into it, the page behind is inert, and Esc closes it back to its button', async () => {
    mockApi({
      '/api/categories': () => json([apple, samsung]),
      '/api/categories/apple': () => json([makeProduct({ productName: 'iPhone 13' })]),
    });
    const { user } = renderCategory('apple');
    await screen.findByRole('heading', { name: 'iPhone 13' });
    const button = screen.getByRole('button', { name: 'Categories' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const menu = screen.getByRole('navigation', { name: 'Categories' });
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Apple' })).toBe(document.activeElement),
    );
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button.closest('.drawer-content')).toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toBe(document.activeElement);
    expect(button.closest('.drawer-content')).not.toHaveAttribute('inert');
  });
});
