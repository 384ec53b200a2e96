import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  notificationKeys,
  offerKeys,
  orderKeys,
  reviewKeys,
  saleKeys,
} from '../../../lib/account-query-keys';
import { productKeys } from '../../../lib/query-keys';
import { type Session, SessionProvider } from '../../../lib/session';
import { clientWith, staleKeys } from '../../../test/query-cache';
import { useAnswerOffer } from './answer-offer';

const EMAIL = 'buyer@example.test';

afterEach(() => vi.unstubAllGlobals());

describe('answering an offer', () => {
  it('When a buyer accepts a counteroffer, then offers, every product list and card, My Order and My Sell are stale, and nothing else', async () => {
    // The answer is refused at the network: the declaration holds whatever the reply.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    const client = clientWith([
      offerKeys.list(EMAIL, 'buyer'),
      productKeys.advertised(),
      productKeys.allProducts(),
      productKeys.listing('l1'),
      orderKeys.mine(EMAIL),
      saleKeys.mine(EMAIL),
      notificationKeys.list(EMAIL),
      reviewKeys.featured(),
    ]);
    const session: Session = {
      status: 'signed-in',
      user: { uid: 'u1', email: EMAIL, displayName: 'Rahim', photoURL: '' },
      logout: async () => {},
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <SessionProvider session={session}>{children}</SessionProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useAnswerOffer(), { wrapper });
    result.current.mutate({ id: 'o1', action: 'accept' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(staleKeys(client)).toEqual([
      offerKeys.list(EMAIL, 'buyer'),
      productKeys.advertised(),
      productKeys.allProducts(),
      productKeys.listing('l1'),
      orderKeys.mine(EMAIL),
      saleKeys.mine(EMAIL),
    ]);
  });
});
