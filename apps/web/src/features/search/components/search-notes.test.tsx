import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router';
import { makeProduct } from '../../../test/fixtures';
import { json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';
import { makeSearchResult } from '../test/search-answers';

function renderSearch(path: string) {
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), { queryClient, initialEntries: [path] });
  return { ...view, search: () => view.router.state.location.search };
}

const galaxy = makeProduct({ productName: 'Galaxy S23 128GB' });

describe('what the search did with the words (issue #42)', () => {
  it('When the answer is for a correction, then it says so, links the text as typed and focus follows the link', async () => {
    mockApi({
      '/api/search': (url) =>
        url.searchParams.get('asTyped')
          ? json(makeSearchResult([], { didYouMean: 'Samsung' }))
          : json(makeSearchResult([galaxy], { correctedFrom: 'samsng', searchedFor: 'Samsung' })),
    });
    const { user, search } = renderSearch('/search?q=samsng');
    await screen.findByRole('heading', { name: galaxy.productName });
    // The notes' code comes in its own chunk once an answer has notes.
    expect(await screen.findByText(/Showing results for/)).toHaveTextContent(
      'Showing results for Samsung. Search instead for samsng',
    );
    const instead = screen.getByRole('link', { name: 'samsng' });
    expect(instead).toHaveAttribute('href', '/search?q=samsng&asTyped=true');
    await user.click(instead);
    expect(search()).toBe('?q=samsng&asTyped=true');
    // The link is gone with the results it stood over: focus is on the results' heading.
    const didYouMean = await screen.findByRole('link', { name: 'Samsung' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    await user.click(didYouMean);
    expect(search()).toBe('?q=Samsung');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  }, 30_000);

  it('When words became filters or were left out, then chips remove their words and the rest is said', async () => {
    mockApi({
      '/api/search': () =>
        json(
          makeSearchResult([galaxy], {
            notMatched: ['max'],
            understood: [
              { kind: 'area', text: 'dhaka', value: 'Dhaka' },
              { kind: 'priceMax', text: 'under 400', value: '400' },
              { kind: 'alias', text: 'i phone', value: 'iphone' },
            ],
          }),
        ),
    });
    const { user, search } = renderSearch('/search?q=i%20phone%20max%20dhaka%20under%20400');
    await screen.findByRole('heading', { name: galaxy.productName });
    expect(await screen.findByText(/showing results without “max”/)).toBeInTheDocument();
    expect(screen.getByText('“i phone” searched as “iphone”.')).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Filters read from your words' });
    await user.click(within(chips).getByRole('button', { name: 'Remove filter: Up to $400' }));
    expect(search()).toBe('?q=i%20phone%20max%20dhaka');
    expect(within(chips).getByRole('button', { name: 'Remove filter: Area: Dhaka' })).toHaveFocus();
  });
});
