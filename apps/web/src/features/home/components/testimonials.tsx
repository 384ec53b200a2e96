import { type Review, REVIEW_TEXTS as T } from '@phonebazaar/shared';
import { FEATURED_REVIEWS_MIN, useFeaturedReviews } from '../api/get-featured-reviews';

/**
 * The spec's testimonials block. Placeholder quotes read as fake reviews, so it shows real
 * published reviews from completed deals (issue #19) once there are at least
 * FEATURED_REVIEWS_MIN of them; until then (and while they load, or if they fail) the block
 * says so and tells what a deal here looks like instead (issue #23 item 15, decision 024).
 */
const HOW_DEALS_WORK = [
  {
    title: 'Book, then meet in your city',
    text: 'Booking holds the phone for you while you arrange to meet the seller in Dhaka, Chittagong, Khulna or Rajshahi.',
  },
  {
    title: 'Pay by card on PhoneBazaar',
    text: 'Your payment goes through the site, never to a number someone sends you in a chat app.',
  },
  {
    title: 'Verified sellers and reports',
    text: 'Our admins verify sellers, and any buyer can report a listing that looks wrong.',
  },
];

export function Testimonials() {
  const { data: reviews = [] } = useFeaturedReviews();
  if (reviews.length >= FEATURED_REVIEWS_MIN) return <RealTestimonials reviews={reviews} />;
  return (
    <section aria-labelledby="testimonials-heading" className="bg-base-200">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="testimonials-heading" className="mb-2 font-bold text-3xl">
          What Our Customers Say
        </h2>
        <p className="mb-6 max-w-prose text-base-content/80">
          No reviews yet: reviews from completed deals will show here. Until then, here is how a
          deal on PhoneBazaar works.
        </p>
        <ul className="grid gap-6 md:grid-cols-3">
          {HOW_DEALS_WORK.map((item) => (
            <li key={item.title} className="card bg-base-100 shadow-sm">
              <div className="card-body">
                <h3 className="font-semibold text-lg">{item.title}</h3>
                <p className="text-base-content/80">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function RealTestimonials({ reviews }: { reviews: Review[] }) {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-base-200">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="testimonials-heading" className="mb-2 font-bold text-3xl">
          {T.testimonialsHeading}
        </h2>
        <p className="mb-6 max-w-prose text-base-content/80">{T.testimonialsIntro}</p>
        <ul className="grid gap-6 md:grid-cols-3">
          {reviews.slice(0, 6).map((review) => (
            <li key={review.id} className="card bg-base-100 shadow-sm">
              <figure className="card-body">
                <p role="img" aria-label={T.starsOf(review.stars)} className="text-amber-700">
                  {'★'.repeat(review.stars)}
                </p>
                <blockquote className="line-clamp-6 text-base-content/90">{review.text}</blockquote>
                <figcaption className="text-base-content/80 text-sm">
                  <span className="font-semibold text-base-content">{review.author.name}</span>
                  {' · '}
                  {review.productName}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
