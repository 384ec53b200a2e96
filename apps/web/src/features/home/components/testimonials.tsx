/** Spec §2: the testimonials block carries placeholder text until real reviews exist. */
const TESTIMONIALS = [
  {
    name: 'Customer name',
    role: 'Buyer',
    quote:
      'Placeholder testimonial: a short note from a buyer about finding a well-kept phone at a fair price.',
  },
  {
    name: 'Customer name',
    role: 'Seller',
    quote:
      'Placeholder testimonial: a short note from a seller about listing an old phone and meeting a buyer nearby.',
  },
  {
    name: 'Customer name',
    role: 'Buyer',
    quote:
      'Placeholder testimonial: a short note about booking a phone, meeting the seller and paying safely.',
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-base-200">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="testimonials-heading" className="mb-6 font-bold text-3xl">
          What Our Customers Say
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((item, index) => (
            <li key={index} className="card bg-base-100 shadow-sm">
              <figure className="card-body">
                <blockquote className="text-base-content/80">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-4 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-primary font-semibold text-primary-content"
                  >
                    {item.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold">{item.name}</span>
                    <span className="block text-base-content/70 text-sm">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
