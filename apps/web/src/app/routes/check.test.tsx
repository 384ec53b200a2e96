import {
  SELF_TEST_LINK_HEADER,
  type SelfTestCheck,
  SELF_TEST_TEXTS as T,
} from '@phonebazaar/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-routes';
import CheckRoute from './check';

const CHECK: SelfTestCheck = {
  code: 'K7Q2MX',
  listingId: 'l1',
  productName: 'Pixel 8',
  photo: 'http://localhost/images/p.webp',
};

/** /check/K7Q2MX opened as `entry`; the page's GET answers `answer` and its headers are kept. */
function openCheck(entry: string, answer: Partial<SelfTestCheck>) {
  const sent: Headers[] = [];
  mockApi({
    '/api/check/K7Q2MX': (_url, init) => {
      sent.push(new Headers(init.headers));
      return json({ ...CHECK, ...answer });
    },
  });
  renderRoutes([{ path: '/check/:code', Component: CheckRoute }], { initialEntries: [entry] });
  return sent;
}

describe('The self-test page and the seller’s test link (issue #36)', () => {
  it('When the page is opened with the seller’s test link, then the token from #t= goes in its header and the test can start', async () => {
    const sent = openCheck('/check/K7Q2MX#t=tok-123', { runAs: 'seller' });
    expect(await screen.findByRole('button', { name: T.start })).toBeInTheDocument();
    expect(sent[0]?.get(SELF_TEST_LINK_HEADER)).toBe('tok-123');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('When the page is opened with the code alone, then it says how to get a test link and offers no test', async () => {
    const sent = openCheck('/check/K7Q2MX', {});
    expect(await screen.findByRole('alert')).toHaveTextContent(T.needLink);
    expect(screen.queryByRole('button', { name: T.start })).toBeNull();
    expect(sent[0]?.has(SELF_TEST_LINK_HEADER)).toBe(false);
  });

  it('When the link has expired, then the page says so and offers no test', async () => {
    openCheck('/check/K7Q2MX#t=old', { linkProblem: 'expired' });
    expect(await screen.findByRole('alert')).toHaveTextContent(T.linkProblems.expired);
    expect(screen.queryByRole('button', { name: T.start })).toBeNull();
  });
});
