// The contact form's schema on its own, for contact-form.tsx to import when first needed.
export { contactMessageBodySchema } from '@phonebazaar/shared';
