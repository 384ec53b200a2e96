import { MESSAGING_TEXTS, TEXTS } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router';
import { fakeIdentityServer, marketplaceIdOf, pageData } from '../../../test/fake-identity';
import { makeListing } from '../../../test/listings';
import { callsTo, json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';
import { buyer, conversation, message } from '../test/fake-messaging';

const T = MESSAGING_TEXTS;
const listing = makeListing({ _id: 'l1', productName: 'Pixel 8', sellerId: 'u-seller' });

function openListing(signedIn: string | null, over: Partial<typeof listing> = {}) {
  const server = fakeIdentityServer([buyer], signedIn);
  const fetchMock = mockApi({
    ...server.handlers,
    ...pageData,
    '/api/listings/l1': () => json({ ...listing, ...over }),
    '/api/conversations': (_url, init) => {
      if (init.method === 'POST') {
        return json({ conversation: conversation(), message: message(1, { mine: true }) });
      }
      return json({ items: [], nextCursor: null, unread: 0 });
    },
    '/api/conversations/c1/messages': () =>
      json({ conversation: conversation(), items: [message(1, { mine: true })], nextCursor: null }),
    '/api/conversations/c1/read': () => json({ modifiedCount: 0 }),
  });
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/listings/l1'],
    session: 'server',
  });
  return { ...view, fetchMock };
}

describe('Ask the seller (issue #19)', () => {
  it('When a signed-in buyer asks, then the dialog sends the message about this listing and the conversation opens', async () => {
    const { user, fetchMock, router } = openListing(buyer.email);
    const section = await screen.findByRole('region', { name: T.askSeller });
    await user.click(within(section).getByRole('button', { name: T.askSeller }));
    const dialog = await screen.findByRole('dialog', { name: T.askSellerTitle('Pixel 8') });
    await user.type(within(dialog).getByLabelText(T.labels.message), 'Is the battery original?');
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/conversations/c1'));
    const [post] = callsTo(fetchMock, '/api/conversations').filter(([, i]) => i?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      listingId: 'l1',
      text: 'Is the battery original?',
    });
  });

  it('When a visitor asks, then login opens remembering the listing with the dialog to reopen', async () => {
    const { user, router } = openListing(null);
    const section = await screen.findByRole('region', { name: T.askSeller });
    await user.click(within(section).getByRole('link', { name: T.signInToAsk }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/listings/l1', search: '?ask=1' },
    });
  });

  it('When the seller looks at their own listing, then there is no way to ask themselves', async () => {
    openListing(buyer.email, { sellerId: marketplaceIdOf(buyer.email) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pixel 8' })).toBeInTheDocument();
    // Once the navbar offers Logout the session is known: the section stays away.
    expect(
      (await screen.findAllByRole('button', { name: TEXTS.nav.logout })).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: T.askSeller })).not.toBeInTheDocument();
  });
});
