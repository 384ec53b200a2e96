import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { CatalogVersion } from '../../http/catalog-version.ts';
import { createPreloadedShells, shellWithLink, storefrontPage } from './spa-preload.ts';

const shell = shellWithLink('<html><head></head></html>', '');
const catalog: CatalogVersion = {
  current: () => 1,
  trusted: () => true,
  changed: async () => {},
  close: async () => {},
};

describe('storefront preload fallbacks', () => {
  it('When the database fails, then the plain shell is served and the next visit tries again', async () => {
    let calls = 0;
    const pages = createPreloadedShells({
      shell,
      catalog,
      maxAgeMs: 60_000,
      log: pino({ level: 'silent' }),
      service: {
        firstPicture: async () => {
          calls += 1;
          throw new Error('connection refused');
        },
      },
    });
    expect(await pages.variantsFor('/')).toBe(shell);
    expect(await pages.variantsFor('/')).toBe(shell);
    expect(calls).toBe(2);
  });

  it('When paths are matched, then only the three storefront pages are recognised', () => {
    expect(storefrontPage('/?utm=x')).toEqual({ kind: 'home' });
    expect(storefrontPage('/all-products/')).toEqual({ kind: 'all-products' });
    expect(storefrontPage('/categories/abc')).toEqual({ kind: 'category', id: 'abc' });
    expect(storefrontPage('/categories/abc/x')).toBeUndefined();
    expect(storefrontPage('/categories/%E0')).toBeUndefined();
    expect(storefrontPage('/dashboard')).toBeUndefined();
  });
});
