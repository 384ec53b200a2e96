import { PRICE_GUIDE_TEXTS as T } from '@phonebazaar/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { makeListing } from '../../../test/listings';
import { json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient } from '../../../test/render-routes';
import { ListingPriceGuide } from './listing-price-guide';

const MODEL = '3f2b8c1e-5d6a-4e7b-9c0d-1a2b3c4d5e6f';
const BAND = { median: 440, p25: 420, p75: 460, count: 12, lastSaleAt: '2026-11-20T10:00:00.000Z' };

function renderGuide(reply: () => Response, over: Parameters<typeof makeListing>[0] = {}) {
  const asked: URLSearchParams[] = [];
  mockApi({
    '/api/price-guide': (url) => {
      asked.push(url.searchParams);
      return reply();
    },
  });
  const listing = makeListing({
    modelId: MODEL,
    storageGb: 128,
    variant: 'official',
    productCondition: 'Good',
    ...over,
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ListingPriceGuide listing={listing} />
    </QueryClientProvider>,
  );
  return asked;
}

describe('Listing price guide (issue #20)', () => {
  it('When the key has enough sales, then the band, median, count and last sale show', async () => {
    const asked = renderGuide(() => json({ basis: 'exact', band: BAND, exactCount: 12 }));
    expect(await screen.findByText(T.band(420, 460))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: T.heading })).toHaveTextContent(
      'Similar phones sold for $420-$460 — median $440, 12 sales, last on November 20, 2026',
    );
    expect(screen.queryByText(new RegExp(T.acrossGrades))).toBeNull();
    expect(Object.fromEntries(asked[0]!)).toEqual({
      model: MODEL,
      storage: '128',
      variant: 'official',
      condition: 'Good',
    });
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);
  });

  it('When only (model, storage) has enough sales, then the band is labelled across all grades', async () => {
    renderGuide(() => json({ basis: 'model-storage', band: BAND, exactCount: 2 }));
    expect(await screen.findByText(/across all grades/)).toBeInTheDocument();
  });

  it('When there are too few sales, then it says Not enough sales yet', async () => {
    renderGuide(() => json({ basis: 'none', band: null, exactCount: 1 }));
    expect(await screen.findByText(T.notEnough)).toBeInTheDocument();
  });

  it('When the guide fails to load, then it says so rather than nothing', async () => {
    renderGuide(() => json({ message: 'down', code: 'X' }, { status: 500 }));
    expect(await screen.findByText(T.error, {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('When the listing has no catalogue model, then nothing shows and nothing is asked', async () => {
    const asked = renderGuide(() => json({}), { modelId: null });
    expect(screen.queryByRole('region')).toBeNull();
    expect(asked).toEqual([]);
  });
});
