import { TEXTS } from '@phonebazaar/shared';
import type { FormEvent, ReactNode } from 'react';

/**
 * Spec §2: the Contact Us form has no submit handling, and only the email field's type is
 * checked (by the browser). Submitting must not reload the page or send anything.
 */
export function ContactForm() {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="mx-auto max-w-3xl px-4 py-12"
    >
      <h2 id="contact-heading" className="mb-6 text-center font-bold text-3xl">
        Contact Us
      </h2>
      <form onSubmit={onSubmit} className="card card-border bg-base-100 shadow-sm">
        <div className="card-body gap-4">
          <div className="grid gap-4 md:grid-cols-2">
            <Field id="contact-name" label="Full name">
              <input
                id="contact-name"
                name="fullName"
                type="text"
                autoComplete="name"
                className="input w-full"
              />
            </Field>
            <Field id="contact-email" label="Email">
              <input
                id="contact-email"
                name="email"
                type="email"
                autoComplete="email"
                className="input w-full"
              />
            </Field>
          </div>
          <Field id="contact-message" label="Message">
            <textarea id="contact-message" name="message" rows={5} className="textarea w-full" />
          </Field>
          <button type="submit" className="btn btn-primary self-start">
            {TEXTS.sendMessage}
          </button>
        </div>
      </form>
    </section>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      {children}
    </div>
  );
}
