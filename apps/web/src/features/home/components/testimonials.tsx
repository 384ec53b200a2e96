/**
 * The spec's testimonials block. Placeholder quotes read as fake reviews, so until buyers and
 * sellers can review each other after a deal (issue #19), the block says so and tells what a
 * deal here looks like instead (issue #23 item 15, decision 024).
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
