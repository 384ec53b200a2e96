import type { Favourite, Product } from '@phonebazaar/shared';
import { FAVOURITES_LIMIT } from '@phonebazaar/shared';
import { json } from '../../../test/mock-api';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

interface FakeOptions {
  /** Listings the person has saved already, newest first. */
  saved?: Favourite[];
  /** Listings the hearts on the page are about (a PUT/DELETE handler each). */
  listings?: Product[];
  /** Answer every PUT/DELETE with this instead (a refusal). */
  refuse?: () => Response;
}

/**
 * A fake /api/favourites for component tests: GET (with or without idsOnly), and PUT/DELETE
 * per listing, keeping the saved list in memory and recording every call.
 */
export function fakeFavourites({ saved = [], listings = [], refuse }: FakeOptions = {}) {
  let items = [...saved];
  const calls: { method: string; path: string }[] = [];
  const handlers: Record<string, Handler> = {
    '/api/favourites': (url, init) => {
      calls.push({ method: init.method ?? 'GET', path: `${url.pathname}${url.search}` });
      const ids = items.map((item) => item.listingId);
      return url.searchParams.get('idsOnly') === '1'
        ? json({ ids, limit: FAVOURITES_LIMIT })
        : json({ ids, limit: FAVOURITES_LIMIT, items });
    },
  };
  const ids = new Set([...saved.map((s) => s.listingId), ...listings.map((l) => l._id)]);
  for (const id of ids) {
    handlers[`/api/favourites/${id}`] = (url, init) => {
      const method = init.method ?? 'GET';
      calls.push({ method, path: url.pathname });
      if (refuse) return refuse();
      const listing = listings.find((l) => l._id === id);
      if (method === 'DELETE') items = items.filter((item) => item.listingId !== id);
      else if (listing && !items.some((item) => item.listingId === id))
        items = [makeFavourite(listing), ...items];
      return json({ listingId: id, saved: method === 'PUT', count: items.length });
    };
  }
  return { handlers, calls };
}

/** A saved phone as GET /api/favourites answers it. */
export function makeFavourite(listing: Product, over: Partial<Favourite> = {}): Favourite {
  return {
    listingId: listing._id,
    savedAt: '2026-11-01T10:00:00.000Z',
    priceAtSave: listing.sellingPrice,
    priceNow: listing.sellingPrice,
    priceChanged: null,
    state: 'available',
    listing,
    ...over,
  };
}
