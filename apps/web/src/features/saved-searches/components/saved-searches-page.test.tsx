import { type SavedSearch, SAVED_SEARCHES_TEXTS as T } from '@phonebazaar/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { type FakeAccount, fakeIdentityServer } from '../../../test/fake-identity';
import { json, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { SavedSearchesPage } from './saved-searches-page';

async function axeProblems(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const buyer: FakeAccount = { email: 'bina@example.test', name: 'Bina Buyer' };
const search = (over: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 's1',
  name: 'Cheap Pixels',
  frequency: 'instant',
  query: 'q=pixel&priceMax=400',
  createdAt: '2026-11-27T00:00:00.000Z',
  ...over,
});

function renderPage(items: SavedSearch[]) {
  const server = fakeIdentityServer([buyer], buyer.email);
  const patches: unknown[] = [];
  let list = [...items];
  mockApi({
    ...server.handlers,
    '/api/saved-searches': () => json({ items: list, limit: 20 }),
    '/api/saved-searches/s1': (_url, init) => {
      const patch = JSON.parse(String(init.body)) as Partial<SavedSearch>;
      patches.push(patch);
      list = list.map((s) => (s.id === 's1' ? { ...s, ...patch } : s));
      return json(list[0]);
    },
  });
  renderRoutes(
    [
      { path: '/dashboard/saved-searches', element: <SavedSearchesPage /> },
      { path: '/search', element: <p>Search page</p> },
    ],
    { session: 'server', initialEntries: ['/dashboard/saved-searches'] },
  );
  return { patches };
}

describe('The Saved searches page (issue #20)', () => {
  it('When there are none, then the empty state points to the search', async () => {
    renderPage([]);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.goSearch })).toHaveAttribute('href', '/search');
    expect(await axeProblems()).toEqual([]);
  });

  it('When a search is listed, then Open links to its search and a new frequency is sent', async () => {
    const { patches } = renderPage([search()]);
    const open = await screen.findByRole('link', { name: `${T.open} Cheap Pixels` });
    expect(open).toHaveAttribute('href', '/search?q=pixel&priceMax=400');
    // Issue #45 item 8: the search in words, not its query string.
    expect(screen.getByText('“pixel” · under $400')).toBeInTheDocument();
    expect(screen.queryByText('q=pixel&priceMax=400')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(T.frequencyOf('Cheap Pixels')), 'daily');
    await waitFor(() => expect(patches).toEqual([{ frequency: 'daily' }]));
    expect(await axeProblems()).toEqual([]);
  });
});
