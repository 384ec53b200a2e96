import { SAVED_SEARCHES_TEXTS as T } from '@phonebazaar/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../lib/session';
import { renderRoutes } from '../../../test/render-routes';
import { SaveSearchButton } from './save-search-button';

const loading: Session = { status: 'loading', user: null, logout: async () => {} };
const routes = [{ path: '/search', element: <SaveSearchButton /> }];

describe('Save this search (issue #20)', () => {
  it('When the session is not known yet, then an invisible stand-in of the button’s size holds its place, hidden from assistive technology', () => {
    const { container } = renderRoutes(routes, {
      initialEntries: ['/search?q=iphone'],
      session: loading,
    });
    const standIn = container.querySelector('span.btn');
    expect(standIn).toHaveClass('btn-sm', 'invisible');
    expect(standIn).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('When a visitor looks, then the same place offers to sign in to save, and comes back to this search', () => {
    renderRoutes(routes, { initialEntries: ['/search?q=iphone'] });
    const link = screen.getByRole('link', { name: T.signInToSave });
    expect(link).toHaveClass('btn-sm');
    expect(link).toHaveAttribute('href', '/login');
  });
});
