const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices are shown in USD with a $ prefix (spec §9): "$800", or "$289.50" when cents exist. */
export function formatUsd(dollars: number): string {
  return Number.isInteger(dollars) ? usdWhole.format(dollars) : usdCents.format(dollars);
}

/** Dates are shown in long format, e.g. "March 5, 2024" (spec §9). */
export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The card shows the purchase date as its year only (spec §2 "purchase year"). */
export function formatYear(isoDate: string): string {
  const year = new Date(isoDate).getUTCFullYear();
  return Number.isNaN(year) ? isoDate : String(year);
}

/** Money is integer cents inside the system and dollars at the API (product-decisions §4). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
