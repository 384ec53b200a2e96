import { LISTING_REVIEW_TEXTS } from '@phonebazaar/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeListing } from '../../../test/listings';
import { ListingReviewBanner } from './listing-review-banner';

const T = LISTING_REVIEW_TEXTS.own;

describe('Listing review banner', () => {
  it('When the answer has no review or a clear one, then nothing shows', () => {
    const { container } = render(<ListingReviewBanner listing={makeListing()} />);
    expect(container).toBeEmptyDOMElement();
    render(
      <ListingReviewBanner listing={makeListing({ review: { state: 'clear', queued: true } })} />,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('When the listing waits for review, then an alert says only the seller and admins see it', () => {
    render(
      <ListingReviewBanner
        listing={makeListing({ review: { state: 'pending_review', queued: true } })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(T.bannerPending);
  });

  it('When the listing was rejected, then the alert gives the reason and the note', () => {
    render(
      <ListingReviewBanner
        listing={makeListing({
          review: {
            state: 'rejected',
            queued: false,
            rejectReason: 'duplicate',
            rejectNote: 'Same phone as your other listing.',
          },
        })}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(T.bannerRejected);
    expect(alert).toHaveTextContent(LISTING_REVIEW_TEXTS.rejectReasons.duplicate);
    expect(alert).toHaveTextContent('Same phone as your other listing.');
  });
});
