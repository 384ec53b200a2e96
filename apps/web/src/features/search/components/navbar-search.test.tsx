import { SEARCH_BOX_TEXTS as T } from '@phonebazaar/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, json, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { forgetSuggestions } from '../api/get-suggestions';
import { NavbarSearch } from './navbar-search';

afterEach(() => forgetSuggestions());

const suggestions = [
  { text: 'iPhone 13', kind: 'model' },
  { text: 'iPhone 13 Pro', kind: 'model' },
  { text: 'Apple', kind: 'brand' },
];

function renderBox(path = '/') {
  const view = renderRoutes(
    [
      { path: '/', element: <NavbarSearch /> },
      { path: '/search', element: <NavbarSearch /> },
    ],
    { initialEntries: [path] },
  );
  const box = screen.getByRole('combobox', { name: T.label });
  const where = () => `${view.router.state.location.pathname}${view.router.state.location.search}`;
  return { ...view, box, where };
}

describe('the navbar search box', () => {
  it('When the page has no JavaScript yet, then the box is a plain GET form to /search with a labelled q', () => {
    mockApi({});
    const { box } = renderBox();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(box).toHaveAttribute('name', 'q');
    expect(screen.getByRole('button', { name: T.submit })).toHaveAttribute('type', 'submit');
  });

  it('When text is typed and Enter pressed with no option highlighted, then the text is searched', async () => {
    const fetchMock = mockApi({ '/api/search/suggest': () => json(suggestions) });
    const { box, user, where } = renderBox();
    await user.type(box, 'pixel 7{Enter}');
    expect(where()).toBe('/search?q=pixel%207');
    // Back on the search page the box shows the search.
    expect(screen.getByRole('combobox')).toHaveValue('pixel 7');
    expect(callsTo(fetchMock, '/api/search/suggest').length).toBeLessThanOrEqual(1);
  });

  it('When typing pauses, then suggestions show; ArrowDown highlights one and Enter searches it', async () => {
    const fetchMock = mockApi({ '/api/search/suggest': () => json(suggestions) });
    const { box, user, where } = renderBox();
    await user.type(box, 'iphne 13');
    const list = await screen.findByRole('listbox', { name: T.suggestions });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    // Asked once for the whole word typed, not per key.
    const asked = callsTo(fetchMock, '/api/search/suggest');
    expect(asked).toHaveLength(1);
    expect(new URL(String(asked[0]?.[0]), 'http://x').searchParams.get('q')).toBe('iphne 13');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'iPhone 13 Pro' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first wraps to the last.
    expect(screen.getByRole('option', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(where()).toBe('/search?q=iPhone%2013');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('When Escape is pressed, then the list closes and the text stays; a click on an option searches it', async () => {
    mockApi({ '/api/search/suggest': () => json(suggestions) });
    const { box, user, where } = renderBox();
    await user.type(box, 'iph');
    await screen.findByRole('option', { name: 'Apple' });
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(box).toHaveValue('iph');

    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Apple' }));
    expect(where()).toBe('/search?q=Apple');
  });

  it('When one character is typed or the suggestions fail, then nothing is offered and the box still searches', async () => {
    const fetchMock = mockApi({
      '/api/search/suggest': () => json({ message: 'down', code: 'INTERNAL' }, { status: 503 }),
    });
    const { box, user, where } = renderBox();
    await user.type(box, 'x');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(callsTo(fetchMock, '/api/search/suggest')).toHaveLength(0);
    await user.type(box, 'z');
    await waitFor(() => expect(callsTo(fetchMock, '/api/search/suggest')).toHaveLength(1));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(where()).toBe('/search?q=xz');
  });
});
