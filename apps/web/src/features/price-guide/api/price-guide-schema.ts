// The price guide's contract on its own, for get-price-guide.ts to import when first asked.
export { priceGuideSchema } from '@phonebazaar/shared';
