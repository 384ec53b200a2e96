import { REVIEW_TEXTS, type Review } from '@phonebazaar/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewItem } from './review-item';

const review: Review = {
  id: 'r-1',
  bookingId: 'b-1',
  author: { id: 'u-1', name: 'Rina Das', image: '' },
  subjectId: 'u-2',
  authorRole: 'buyer',
  stars: 5,
  tags: ['as_described'],
  text: 'Great phone.',
  productName: 'Pixel 7',
  reply: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  publishedAt: '2026-11-21T10:00:00.000Z',
  unverifiedDeal: false,
};

describe('ReviewItem (issue #36)', () => {
  it('When the review is of a deal that was not at arm\'s length, then it says "Unverified deal" and why', () => {
    render(
      <ReviewItem
        review={{ ...review, unverifiedDeal: true }}
        subjectName="Karim"
        canReply={false}
      />,
    );
    const label = screen.getByText(REVIEW_TEXTS.unverifiedDeal);
    expect(label).toHaveAttribute('title', REVIEW_TEXTS.unverifiedDealHint);
    expect(screen.getByText('Great phone.')).toBeInTheDocument();
  });

  it('When the deal counted, then there is no label', () => {
    render(<ReviewItem review={review} subjectName="Karim" canReply={false} />);
    expect(screen.queryByText(REVIEW_TEXTS.unverifiedDeal)).not.toBeInTheDocument();
  });
});
