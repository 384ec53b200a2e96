import {
  type PublicListing,
  SELF_TEST_IDS,
  type SelfTestReport,
  SELF_TEST_TEXTS as T,
} from '@phonebazaar/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListingSelfTest } from './listing-self-test';

const REPORT: SelfTestReport = {
  id: 'r1',
  listingId: 'l1',
  createdAt: '2026-11-20T10:00:00.000Z',
  results: {
    ...Object.fromEntries(SELF_TEST_IDS.map((id) => [id, { outcome: 'pass' as const }])),
    vibration: { outcome: 'skipped', detail: T.vibration.noApi },
    speaker: { outcome: 'fail' },
  } as SelfTestReport['results'],
  browser: 'Chrome 131 on Android',
  modelHint: 'Pixel 7',
  runBy: 'seller',
  stale: false,
  signature: 'x',
};

const listingWith = (selfTest?: SelfTestReport) =>
  ({ _id: 'l1', ...(selfTest ? { selfTest } : {}) }) as unknown as PublicListing;

describe('Listing self-test section (issue #21)', () => {
  it('When the listing has a report, then its date, every result in words and what a browser cannot check show', () => {
    render(<ListingSelfTest listing={listingWith(REPORT)} />);
    const list = screen.getByRole('list', { name: T.listing.ranOn('November 20, 2026') });
    expect(list).toHaveTextContent(`${T.names.display}:${T.outcomes.pass}`);
    expect(list).toHaveTextContent(`${T.names.speaker}:${T.outcomes.fail}`);
    expect(list).toHaveTextContent(
      `${T.names.vibration}:${T.outcomes.skipped}${T.vibration.noApi}`,
    );
    expect(screen.getByText(T.listing.model('Pixel 7'))).toBeInTheDocument();
    expect(screen.getByText(T.listing.cannotCheck)).toBeInTheDocument();
    expect(screen.queryByText(T.listing.stale)).toBeNull();
  });

  it('When the report is older than 30 days, then a stale note shows', () => {
    render(<ListingSelfTest listing={listingWith({ ...REPORT, stale: true })} />);
    expect(screen.getByRole('note')).toHaveTextContent(T.listing.stale);
  });

  it('When there is no report, then one line says none was run', () => {
    render(<ListingSelfTest listing={listingWith()} />);
    expect(screen.getByText(T.listing.none)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
