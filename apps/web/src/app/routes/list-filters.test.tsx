import { SEARCH_TEXTS as T } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSearchResult } from '../../features/search/test/search-answers';
import { makeCategory, makeProduct } from '../../test/fixtures';
import { callsTo, json, mockApi } from '../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../test/render-routes';
import { createRoutes } from '../router';

const APPLE = '5a0c3a57-3b1c-4d7a-9a52-0f6f2f3c1d11';
const apple = makeCategory({ _id: APPLE, name: 'Apple' });
const listed = makeProduct({ productName: 'iPhone 13 (the list)' });
const found = makeProduct({ productName: 'iPhone 12 (the search)' });

function renderAt(path: string) {
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), { queryClient, initialEntries: [path] });
  return { ...view, search: () => view.router.state.location.search };
}

/** The query strings /api/search was called with, in order. */
function searchCalls(fetchMock: ReturnType<typeof mockApi>) {
  return callsTo(fetchMock, '/api/search').map(
    ([input]) => new URL(String(input), 'http://x').search,
  );
}

describe('All Products and categories with sort and filters (issue #17)', () => {
  it('When All Products is sorted, then its cards come from the search and the address holds the sort; back to newest, its own list', async () => {
    const fetchMock = mockApi({
      '/api/allproducts': () => json([listed]),
      '/api/search': () => json(makeSearchResult([found])),
    });
    const { user, search } = renderAt('/all-products');
    await screen.findByRole('heading', { name: listed.productName });
    // Unfiltered: the counts beside the list come from one card's search.
    await waitFor(() => expect(searchCalls(fetchMock)).toEqual(['?limit=1']));
    expect(await screen.findByRole('checkbox', { name: 'Dhaka 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: T.sortLabel }), 'price_asc');
    expect(search()).toBe('?sort=price_asc');
    expect(await screen.findByRole('heading', { name: found.productName })).toBeInTheDocument();
    expect(searchCalls(fetchMock)).toContain('?sort=price_asc&limit=12');
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
    expect(document.title).toBe('All Products - PhoneBazaar');

    await user.selectOptions(screen.getByRole('combobox', { name: T.sortLabel }), 'newest');
    expect(search()).toBe('');
    expect(await screen.findByRole('heading', { name: listed.productName })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/allproducts')).toHaveLength(1);
  });

  it('When All Products opens with a filter in its address, then only the search is read', async () => {
    const fetchMock = mockApi({ '/api/search': () => json(makeSearchResult([found])) });
    renderAt('/all-products?area=Dhaka&q=ignored');
    expect(await screen.findByRole('heading', { name: found.productName })).toBeInTheDocument();
    expect(searchCalls(fetchMock)).toEqual(['?area=Dhaka&limit=12']);
    const chips = screen.getByRole('list', { name: T.activeFiltersList });
    expect(within(chips).getByRole('button', { name: 'Remove filter: Dhaka' })).toBeInTheDocument();
  });

  it('When a category opens filtered, then the search for that category is loaded before the page shows', async () => {
    const fetchMock = mockApi({
      '/api/categories': () => json([apple]),
      '/api/search': () => json(makeSearchResult([found])),
    });
    const { user, search } = renderAt(`/categories/${APPLE}?storage=128`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Apple' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: found.productName })).toBeInTheDocument();
    expect(searchCalls(fetchMock)).toEqual([`?category=${APPLE}&storage=128&limit=12`]);
    expect(callsTo(fetchMock, `/api/categories/${APPLE}`)).toHaveLength(0);
    // A category's page has no brand filter: it is one brand.
    expect(screen.queryByRole('group', { name: T.groups.category })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Excellent/ }));
    expect(search()).toBe('?storage=128&condition=Excellent');
    await waitFor(() =>
      expect(searchCalls(fetchMock)).toContain(
        `?category=${APPLE}&storage=128&condition=Excellent&limit=12`,
      ),
    );
  });

  it('When a filtered category is unknown, then the not-found state shows', async () => {
    mockApi({
      '/api/categories': () => json([apple]),
      '/api/search': () => json(makeSearchResult([])),
    });
    renderAt('/categories/1b7f3c1e-5a5e-4c8e-9f00-1a2b3c4d5e6f?area=Dhaka');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Category not found' }),
    ).toBeInTheDocument();
  });

  it('When the phone drawer of filters opens, then focus moves into it, the page behind is inert, and Esc closes it', async () => {
    mockApi({
      '/api/allproducts': () => json([listed]),
      '/api/search': () => json(makeSearchResult([found])),
    });
    const { user } = renderAt('/all-products');
    await screen.findByRole('heading', { name: listed.productName });
    const button = screen.getByRole('button', { name: T.filters });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const close = screen.getAllByRole('button', { name: T.closeFilters });
    await waitFor(() => expect(close).toContain(document.activeElement));
    expect(button.closest('.drawer-content')).toHaveAttribute('inert');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toBe(document.activeElement);
  });
});
