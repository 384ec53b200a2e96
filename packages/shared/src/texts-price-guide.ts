import { formatLongDate, formatUsd } from './format.ts';

/** Issue #20, the price guide: UI texts (the server's low-price refusal too). */
export const PRICE_GUIDE_TEXTS = {
  heading: 'Price guide',
  /** "Similar phones sold for $X-$Y" */
  band: (p25: number, p75: number) => `Similar phones sold for ${formatUsd(p25)}-${formatUsd(p75)}`,
  details: (median: number, count: number, lastSaleAt: string) =>
    `median ${formatUsd(median)}, ${count} ${count === 1 ? 'sale' : 'sales'}, last on ${formatLongDate(lastSaleAt)}`,
  acrossGrades: 'across all grades',
  // Issue #46: says what it is about; the listing shows it under the prices, unheaded.
  notEnough: 'Price guide: not enough sales of this phone yet',
  loading: 'Looking up what similar phones sold for…',
  error: 'The price guide could not be loaded.',
  /** The seller's confirmation of a price far below typical (Add Product, Edit). */
  lowPrice: (median: number) =>
    `This price is less than half of what similar phones sold for (median ${formatUsd(median)}). Please confirm it is right.`,
  confirmTitle: 'Price far below typical',
  confirmAction: 'Yes, list at this price',
  cancelAction: 'Change the price',
} as const;
