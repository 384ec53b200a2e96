import { TOKEN_STORAGE_KEY } from '@phonebazaar/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { bindApiTransport } from '../../../lib/api-client';
import { listingQueryOptions } from './listing-query';

/** A transport that answers 404 without a token and the listing with one; it records calls. */
function heldListingApi() {
  const calls: (string | null)[] = [];
  const client = new QueryClient();
  bindApiTransport(client, async (_url, init) => {
    const auth = new Headers(init.headers).get('authorization');
    calls.push(auth);
    return auth
      ? Response.json({ _id: 'l1', review: { state: 'pending_review', queued: true } })
      : Response.json({ message: 'Listing not found', code: 'LISTING_NOT_FOUND' }, { status: 404 });
  });
  return { client, calls };
}

describe('listingQueryOptions (issue #21: held listings)', () => {
  afterEach(() => localStorage.clear());

  it('When a held listing answers 404 and a token is stored, then it asks again with the token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    const { client, calls } = heldListingApi();
    const listing = await client.fetchQuery(listingQueryOptions('l1'));
    expect(listing.review?.state).toBe('pending_review');
    expect(calls).toEqual([null, 'Bearer tok']);
  });

  it('When no token is stored, then the 404 stands after one anonymous call', async () => {
    const { client, calls } = heldListingApi();
    await expect(client.fetchQuery(listingQueryOptions('l1'))).rejects.toMatchObject({
      status: 404,
    });
    expect(calls).toEqual([null]);
  });
});
