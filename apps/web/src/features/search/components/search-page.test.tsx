import { SEARCH_TEXTS as T } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router';
import { makeProduct } from '../../../test/fixtures';
import { callsTo, json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';
import { GOOGLE_ID, makeFacets, makeSearchResult } from '../test/search-answers';

function renderSearch(path: string) {
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), { queryClient, initialEntries: [path] });
  const search = () => view.router.state.location.search;
  return { ...view, search };
}

/** The query strings /api/search was called with, in order. */
function searchCalls(fetchMock: ReturnType<typeof mockApi>) {
  return callsTo(fetchMock, '/api/search').map(
    ([input]) => new URL(String(input), 'http://x').search,
  );
}

const pixel = makeProduct({ productName: 'Pixel 7 128GB Obsidian' });
const pixelPro = makeProduct({ productName: 'Pixel 8 Pro 128GB Bay' });

describe('the search page', () => {
  it('When a search opens, then its cards, total, title, heading and labelled sort show', async () => {
    const fetchMock = mockApi({ '/api/search': () => json(makeSearchResult([pixel, pixelPro])) });
    renderSearch('/search?q=pixel%207');

    expect(await screen.findByRole('heading', { name: pixel.productName })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “pixel 7”');
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
    expect(document.title).toBe('Search "pixel 7" - PhoneBazaar');
    const sort = screen.getByRole('combobox', { name: T.sortLabel });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest first', 'Price: low to high', 'Price: high to low', 'Best match']);
    expect(searchCalls(fetchMock)).toEqual(['?q=pixel%207&limit=24']);
  });

  it('When filters are ticked, then the address holds them, the API is asked, chips show and Back undoes it', async () => {
    const fetchMock = mockApi({ '/api/search': () => json(makeSearchResult([pixel])) });
    const { user, search, router } = renderSearch('/search?q=pixel');
    await screen.findByRole('heading', { name: pixel.productName });

    const panel = screen.getByRole('form', { name: T.filtersPanel });
    const area = within(panel).getByRole('group', { name: T.groups.area });
    // Counts come from the facets; a fixed value the answer lacks counts 0.
    expect(within(area).getByRole('checkbox', { name: 'Dhaka 1' })).not.toBeChecked();
    expect(within(area).getByRole('checkbox', { name: 'Rajshahi 0' })).toBeInTheDocument();
    await user.click(within(area).getByRole('checkbox', { name: /Dhaka/ }));
    expect(search()).toBe('?q=pixel&area=Dhaka');
    await user.click(within(panel).getByRole('checkbox', { name: /Google/ }));
    await user.click(within(panel).getByRole('checkbox', { name: T.verifiedSeller }));
    expect(search()).toBe(`?q=pixel&category=${GOOGLE_ID}&area=Dhaka&verifiedSeller=true`);
    await waitFor(() =>
      expect(searchCalls(fetchMock)).toContain(
        `?q=pixel&category=${GOOGLE_ID}&area=Dhaka&verifiedSeller=true&limit=24`,
      ),
    );

    const chips = screen.getByRole('list', { name: T.activeFiltersList });
    // The router draws a navigation as a transition: the screen catches up a moment later.
    await within(chips).findByRole('button', { name: `Remove filter: ${T.verifiedSeller}` });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Remove filter: Google',
      'Remove filter: Dhaka',
      `Remove filter: ${T.verifiedSeller}`,
    ]);
    // The phone's drawer button counts them.
    expect(screen.getByRole('button', { name: 'Filters, 3 active' })).toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Remove filter: Dhaka' }));
    expect(search()).toBe(`?q=pixel&category=${GOOGLE_ID}&verifiedSeller=true`);
    expect(within(area).getByRole('checkbox', { name: /Dhaka/ })).not.toBeChecked();
    // Focus moves to the chip now in the removed one's place, not to the page's top.
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(`Remove filter: ${T.verifiedSeller}`),
    );
    await router.navigate(-1);
    await waitFor(() =>
      expect(within(area).getByRole('checkbox', { name: /Dhaka/ })).toBeChecked(),
    );

    await user.click(screen.getByRole('button', { name: T.clearAll }));
    expect(search()).toBe('?q=pixel');
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: T.activeFiltersList })).not.toBeInTheDocument(),
    );
    expect(document.activeElement).toBe(screen.getByRole('status'));
    // A long walk of clicks and navigations: jsdom on a loaded 2-core machine needs the room.
  }, 30_000);

  it('When the sort, price and battery are set, then each goes to the address; a price range the wrong way round is refused', async () => {
    mockApi({ '/api/search': () => json(makeSearchResult([pixel])) });
    const { user, search } = renderSearch('/search');
    await screen.findByRole('heading', { name: pixel.productName });
    const sort = screen.getByRole('combobox', { name: T.sortLabel });
    // Without text there is no "Best match".
    expect(within(sort).queryByRole('option', { name: 'Best match' })).not.toBeInTheDocument();
    expect(document.title).toBe('Search - PhoneBazaar');

    await user.selectOptions(sort, 'price_asc');
    expect(search()).toBe('?sort=price_asc');
    await user.type(screen.getByRole('spinbutton', { name: T.priceMin }), '300');
    await user.type(screen.getByRole('spinbutton', { name: T.priceMax }), '100{Enter}');
    expect(await screen.findByText(T.priceOrder)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: T.priceMax })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(search()).toBe('?sort=price_asc');

    await user.clear(screen.getByRole('spinbutton', { name: T.priceMax }));
    await user.type(screen.getByRole('spinbutton', { name: T.priceMax }), '500');
    await user.click(screen.getByRole('button', { name: T.priceApply }));
    expect(search()).toBe('?priceMin=300&priceMax=500&sort=price_asc');
    await user.selectOptions(screen.getByRole('combobox', { name: T.batteryMin }), '90');
    expect(search()).toBe('?priceMin=300&priceMax=500&batteryMin=90&sort=price_asc');
    expect(
      await screen.findByRole('button', { name: 'Remove filter: Battery 90%+' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter: Up to $500' })).toBeInTheDocument();
  });

  it('When the page has no JavaScript, then its filters are a GET form to itself with the address names', async () => {
    mockApi({ '/api/search': () => json(makeSearchResult([pixel])) });
    renderSearch('/search?q=pixel&sort=price_asc');
    await screen.findByRole('heading', { name: pixel.productName });
    const form = screen.getByRole('form', { name: T.filtersPanel }) as HTMLFormElement;
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    // The sort select sits in the toolbar but is submitted with the form.
    const fields = new FormData(form);
    expect(fields.get('q')).toBe('pixel');
    expect(fields.get('sort')).toBe('price_asc');
    expect(within(form).getByRole('checkbox', { name: /Dhaka/ })).toHaveAttribute('name', 'area');
    expect(within(form).getByRole('checkbox', { name: T.noDefects })).toHaveAttribute(
      'value',
      'true',
    );
    expect(within(form).getByRole('spinbutton', { name: T.priceMin })).toHaveAttribute(
      'name',
      'priceMin',
    );
  });

  it('When there is a next page, then Load more asks for it with the cursor', async () => {
    const fetchMock = mockApi({
      '/api/search': (url) =>
        url.searchParams.get('cursor') === 'next-1'
          ? json(makeSearchResult([pixelPro], { total: 25 }))
          : json(makeSearchResult([pixel], { total: 25 }), { nextCursor: 'next-1' }),
    });
    const { user } = renderSearch('/search?q=pixel');
    await screen.findByRole('heading', { name: pixel.productName });
    expect(screen.getByRole('status')).toHaveTextContent('25 results');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: pixelPro.productName })).toBeInTheDocument();
    expect(searchCalls(fetchMock)).toEqual([
      '?q=pixel&limit=24',
      '?q=pixel&limit=24&cursor=next-1',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('When nothing matches, then the empty state offers the suggested spelling and clearing the filters', async () => {
    mockApi({
      '/api/search': () =>
        json(makeSearchResult([], { didYouMean: 'iphone', facets: makeFacets({ area: [] }) })),
    });
    const { user, search } = renderSearch('/search?q=iphnoe&area=Dhaka');
    expect(await screen.findByText('No phones match “iphnoe”')).toBeInTheDocument();
    expect(screen.getByText(/Did you mean/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'iphone' })).toHaveAttribute(
      'href',
      '/search?q=iphone',
    );
    expect(screen.getByRole('status')).toHaveTextContent('0 results');
    await user.click(screen.getByRole('button', { name: T.empty.clearFilters }));
    expect(search()).toBe('?q=iphnoe');
  });

  it('When the match set is too big to count, then the total says 2,000+ and values show without numbers', async () => {
    mockApi({
      '/api/search': () => json(makeSearchResult([pixel], { total: '2000+', facetsSampled: true })),
    });
    renderSearch('/search?q=phone');
    await screen.findByRole('heading', { name: pixel.productName });
    expect(screen.getByRole('status')).toHaveTextContent('2,000+ results');
    expect(screen.getByRole('checkbox', { name: 'Dhaka' })).toBeInTheDocument();
    expect(screen.getByText(T.countsSampled)).toBeInTheDocument();
  });

  it('When the search fails, then an error with Retry shows and Retry asks again', async () => {
    let up = false;
    mockApi({
      '/api/search': () =>
        up
          ? json(makeSearchResult([pixel]))
          : json({ message: 'Search is unavailable', code: 'INTERNAL' }, { status: 503 }),
    });
    const { user } = renderSearch('/search?q=pixel');
    expect(await screen.findByRole('alert')).toHaveTextContent(T.loadFailed);
    up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: pixel.productName })).toBeInTheDocument();
  });
});
