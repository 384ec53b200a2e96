import {
  MutationObserver,
  type QueryClient,
  type QueryKey,
  QueryObserver,
} from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientWith, staleKeys } from '../test/query-cache';
import { notificationKeys, orderKeys, reviewKeys, saleKeys } from './account-query-keys';
import { createQueryClient } from './query-client';
import { productKeys } from './query-keys';

const EMAIL = 'buyer@example.test';

function run(
  client: QueryClient,
  meta: { invalidates?: readonly QueryKey[]; onlyWhenModified?: boolean },
  reply: () => Promise<unknown>,
) {
  const observer = new MutationObserver(client, { mutationFn: reply, meta });
  return observer.mutate().catch(() => undefined);
}

afterEach(() => vi.unstubAllGlobals());

describe('the query client acting on what mutations declare stale', () => {
  const everything: QueryKey[] = [
    productKeys.advertised(),
    productKeys.listing('l1'),
    orderKeys.mine(EMAIL),
    saleKeys.mine('seller@example.test'),
    notificationKeys.list(EMAIL),
    reviewKeys.featured(),
  ];

  it('When a mutation declares keys, then exactly the queries under those keys are invalidated', async () => {
    const client = clientWith(everything);
    await run(client, { invalidates: [productKeys.all, saleKeys.all] }, async () => ({}));
    expect(staleKeys(client)).toEqual([
      productKeys.advertised(),
      productKeys.listing('l1'),
      saleKeys.mine('seller@example.test'),
    ]);
  });

  it('When a mutation declares nothing, then nothing is invalidated', async () => {
    const client = clientWith(everything);
    await run(client, {}, async () => ({}));
    expect(staleKeys(client)).toEqual([]);
  });

  it('When a declaring mutation is refused, then its keys are invalidated all the same', async () => {
    const client = clientWith(everything);
    await run(client, { invalidates: [orderKeys.all] }, async () => {
      throw new Error('409');
    });
    expect(staleKeys(client)).toEqual([orderKeys.mine(EMAIL)]);
  });

  it('When only a modification counts and the reply modified nothing, then nothing is invalidated; when it did, the keys are', async () => {
    const client = clientWith(everything);
    const declared = { invalidates: [notificationKeys.all], onlyWhenModified: true };
    await run(client, declared, async () => ({ acknowledged: true, modifiedCount: 0 }));
    expect(staleKeys(client)).toEqual([]);
    await run(client, declared, async () => ({ acknowledged: true, modifiedCount: 1 }));
    expect(staleKeys(client)).toEqual([notificationKeys.list(EMAIL)]);
  });

  it('When a declaring mutation settles, then the queries on screen under its keys have been read again', async () => {
    const client = createQueryClient();
    const read = vi.fn(async () => 'rows');
    const onScreen = new QueryObserver(client, { queryKey: orderKeys.mine(EMAIL), queryFn: read });
    const unsubscribe = onScreen.subscribe(() => {});
    await waitFor(() => expect(onScreen.getCurrentResult().data).toBe('rows'));
    await run(client, { invalidates: [orderKeys.all] }, async () => ({}));
    expect(read).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
