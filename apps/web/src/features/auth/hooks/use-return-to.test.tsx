import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useReturnTo } from './use-return-to';

function returnToFor(state: unknown) {
  let result = '';
  function Probe() {
    result = useReturnTo();
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], {
    initialEntries: [{ pathname: '/login', state }],
  });
  renderHook(() => null, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <>
        <RouterProvider router={router} />
        {children}
      </>
    ),
  });
  return result;
}

describe('useReturnTo', () => {
  it('When the guard remembered a location, then its path, query and hash come back', () => {
    expect(
      returnToFor({ from: { pathname: '/dashboard/mysell', search: '?a=1', hash: '#x' } }),
    ).toBe('/dashboard/mysell?a=1#x');
  });

  it('When nothing was remembered, then it is home', () => {
    expect(returnToFor(null)).toBe('/');
  });

  it.each([
    ['another site', { from: '//evil.example/path' }],
    ['an absolute URL', { from: 'https://evil.example/' }],
    ['the login form itself', { from: { pathname: '/login' } }],
    ['the sign-up form', { from: '/signup?x=1' }],
  ])('When the origin is %s, then it is home instead', (_, state) => {
    expect(returnToFor(state)).toBe('/');
  });
});
