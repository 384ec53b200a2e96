import {
  RATING_TEXTS,
  REVIEW_TAG_LABELS,
  type Review,
  type SellerProfile,
  REVIEW_TEXTS as T,
  TEXTS,
} from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router';
import { type FakeAccount, fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { makeProduct } from '../../../test/fixtures';
import { callsTo, json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';

const seller: FakeAccount = { email: 'arif@example.test', password: 'Str0ng!pass', name: 'Arif' };
// A marketplace id: not the identity session's user id (`id-<email>` in the fake server).
const SELLER_ID = '3f1c2a9e-0b7d-4c55-9a63-2f0e8d7b6a41';
const PATH_ID = encodeURIComponent(SELLER_ID);

function makeProfile(overrides: Partial<SellerProfile> = {}): SellerProfile {
  return {
    id: SELLER_ID,
    name: 'Arif Hossain',
    image: '',
    verified: true,
    trusted: true,
    memberSince: '2023-01-10T00:00:00.000Z',
    completedSales: 24,
    rating: { average: 4.8, count: 12 },
    asDescribedShare: 0.985,
    listings: [makeProduct({ productName: 'Pixel 8 Pro' })],
    ...overrides,
  };
}

const review = (n: number, overrides: Partial<Review> = {}): Review => ({
  id: `review-${n}`,
  bookingId: `booking-${n}`,
  author: { id: `buyer-${n}`, name: `Buyer ${n}`, image: '' },
  subjectId: SELLER_ID,
  authorRole: 'buyer',
  stars: 5,
  tags: ['as_described', 'on_time'],
  text: `Great deal number ${n}.`,
  productName: `Phone ${n}`,
  reply: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  publishedAt: '2026-11-02T10:00:00.000Z',
  ...overrides,
});

function openProfile(
  profile: () => Response,
  reviews: Review[] = [],
  { signedIn = null as string | null, pageSize = 2, tokenSubject = SELLER_ID } = {},
) {
  const server = fakeIdentityServer([seller], signedIn);
  const store = reviews.map((r) => ({ ...r }));
  const fetchMock = mockApi({
    ...server.handlers,
    ...pageData,
    // The access token names the marketplace id as its subject.
    '/api/jwt': (url) => {
      const email = url.searchParams.get('email') ?? '';
      if (email !== signedIn) return json({ message: 'no', code: 'UNAUTHORIZED' }, { status: 401 });
      const claims = btoa(JSON.stringify({ sub: tokenSubject, email, exp: 4102444800 }));
      return json({ geniusToken: `header.${claims.replace(/=+$/, '')}.signature` });
    },
    [`/api/sellers/${PATH_ID}`]: profile,
    [`/api/sellers/${PATH_ID}/reviews`]: (url) => {
      const from = Number(url.searchParams.get('cursor') ?? 0);
      const next = from + pageSize < store.length ? String(from + pageSize) : null;
      return json({ items: store.slice(from, from + pageSize), nextCursor: next });
    },
    '/api/reviews/review-1/reply': (_url, init) => {
      const { text } = JSON.parse(String(init.body)) as { text: string };
      const first = {
        ...(store[0] as Review),
        reply: { text, createdAt: '2026-11-03T10:00:00.000Z' },
      };
      store[0] = first;
      return json(first);
    },
  });
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: [`/sellers/${PATH_ID}`],
    session: 'server',
  });
  return { ...view, fetchMock };
}

describe('Seller profile page (issue #19)', () => {
  it('When a profile opens, then its figures, marks, listings and reviews show, and more load on demand', async () => {
    const { user } = openProfile(() => json(makeProfile()), [review(1), review(2), review(3)]);
    expect(await screen.findByRole('heading', { name: /Arif Hossain/, level: 1 })).toBeVisible();
    expect(document.title).toBe('Arif Hossain - PhoneBazaar');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      T.profileDescription('Arif Hossain', 24, 4.8, 12),
    );
    expect(screen.getByRole('img', { name: TEXTS.verifiedSeller })).toBeInTheDocument();
    expect(screen.getAllByText(T.trustedSeller).length).toBeGreaterThan(0);
    const figures = (term: string) => screen.getByText(term, { selector: 'dt' }).nextSibling;
    expect(figures(T.memberSince)).toHaveTextContent('January 10, 2023');
    expect(figures(T.completedSales)).toHaveTextContent('24');
    expect(figures(T.rating)).toHaveTextContent('4.8 ★ (12 reviews)');
    expect(figures(T.asDescribed)).toHaveTextContent('99%');
    const listings = screen.getByRole('region', { name: T.listingsHeading });
    expect(within(listings).getByRole('heading', { name: 'Pixel 8 Pro' })).toBeInTheDocument();

    const reviews = screen.getByRole('region', { name: T.reviewsHeading });
    expect(await within(reviews).findByText('Great deal number 1.')).toBeInTheDocument();
    expect(within(reviews).getAllByRole('img', { name: T.starsOf(5) })).toHaveLength(2);
    expect(within(reviews).getAllByText(REVIEW_TAG_LABELS.as_described)).toHaveLength(2);
    expect(within(reviews).getByText(T.about('Phone 1'))).toBeInTheDocument();
    expect(within(reviews).getByText(T.byAuthor('Buyer 1', 'buyer'))).toBeInTheDocument();
    // A visitor does not reply.
    expect(within(reviews).queryByRole('button', { name: T.reply })).not.toBeInTheDocument();
    await user.click(within(reviews).getByRole('button', { name: TEXTS.lists.loadMore }));
    expect(await within(reviews).findByText('Great deal number 3.')).toBeInTheDocument();
    expect(
      within(reviews).queryByRole('button', { name: TEXTS.lists.loadMore }),
    ).not.toBeInTheDocument();
  });

  it('When nobody has reviewed the seller, then the figures say so and the reviews show their empty state', async () => {
    openProfile(() =>
      json(
        makeProfile({
          trusted: false,
          verified: false,
          rating: { average: null, count: 0 },
          asDescribedShare: null,
          listings: [],
        }),
      ),
    );
    await screen.findByRole('heading', { name: /Arif Hossain/, level: 1 });
    expect(screen.queryByText(T.trustedSeller)).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: TEXTS.verifiedSeller })).not.toBeInTheDocument();
    expect(screen.getByText(T.noRating)).toBeInTheDocument();
    expect(screen.getByText(T.noListings)).toBeInTheDocument();
    expect(await screen.findByText(T.noReviews)).toBeInTheDocument();
  });

  it('When the seller proved a phone by SMS, then the header says Phone verified; otherwise it does not (issue #36)', async () => {
    openProfile(() => json(makeProfile({ phoneVerified: true })));
    const heading = await screen.findByRole('heading', { name: /Arif Hossain/, level: 1 });
    expect(within(heading).getByText(RATING_TEXTS.phoneVerified)).toBeVisible();
  });

  it('When the seller has no verified phone, then no phone mark shows', async () => {
    openProfile(() => json(makeProfile({ phoneVerified: false })));
    const heading = await screen.findByRole('heading', { name: /Arif Hossain/, level: 1 });
    expect(within(heading).queryByText(RATING_TEXTS.phoneVerified)).not.toBeInTheDocument();
  });

  it('When the seller does not exist, then the page says so', async () => {
    openProfile(() => json({ message: 'No such seller', code: 'NOT_FOUND' }, { status: 404 }));
    expect(
      await screen.findByRole('heading', { name: T.profileNotFound, level: 1 }),
    ).toBeInTheDocument();
  });

  it('When the profile fails to load, then the page says so and offers a retry', async () => {
    openProfile(() => json({ message: 'Database unavailable', code: 'INTERNAL' }, { status: 503 }));
    expect(
      await screen.findByRole('heading', { name: T.profileFailed, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('When someone else signed in opens the profile, then they are offered no Reply', async () => {
    const { fetchMock } = openProfile(() => json(makeProfile({ id: SELLER_ID })), [review(1)], {
      signedIn: seller.email,
      tokenSubject: 'another-marketplace-id',
    });
    const reviews = await screen.findByRole('region', { name: T.reviewsHeading });
    await within(reviews).findByText('Great deal number 1.');
    await waitFor(() => expect(callsTo(fetchMock, '/api/jwt').length).toBeGreaterThan(0));
    // Give the token's answer time to reach the page.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(reviews).queryByRole('button', { name: T.reply })).not.toBeInTheDocument();
  });

  it('When the reviewed person opens their own profile, then they reply once and the reply shows', async () => {
    const { user, fetchMock } = openProfile(() => json(makeProfile()), [review(1)], {
      signedIn: seller.email,
    });
    const reviews = await screen.findByRole('region', { name: T.reviewsHeading });
    await user.click(await within(reviews).findByRole('button', { name: T.reply }));
    await user.click(within(reviews).getByRole('button', { name: T.replySubmit }));
    expect(await within(reviews).findByText('Write a reply')).toBeInTheDocument();
    await user.type(within(reviews).getByLabelText(T.replyLabel), 'Thanks, enjoy the phone!');
    await user.click(within(reviews).getByRole('button', { name: T.replySubmit }));
    expect(await within(reviews).findByText('Thanks, enjoy the phone!')).toBeInTheDocument();
    expect(within(reviews).getByText(T.replyFrom('Arif Hossain'))).toBeInTheDocument();
    expect(within(reviews).queryByRole('button', { name: T.reply })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/reviews/review-1/reply')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText(T.replySent)).toBeInTheDocument());
  });
});
