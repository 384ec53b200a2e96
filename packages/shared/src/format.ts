// Prices and dates are formatted by hand in en-US, not with Intl: building the first Intl
// formatter loads locale data, which was the largest single cost of a storefront page's
// start-up on a slow phone (issue #8). The output is exactly Intl's for these formats
// (format.test.ts compares them).

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A whole count with thousands separators: "12,500". */
export function formatCount(n: number): string {
  return Number.isInteger(n) && n >= 0 ? grouped(n) : String(n);
}

/** Prices are shown in USD with a $ prefix (spec §9): "$800", or "$289.50" when cents exist. */
export function formatUsd(dollars: number): string {
  if (!Number.isFinite(dollars)) return `$${dollars}`;
  const sign = dollars < 0 ? '-' : '';
  if (Number.isInteger(dollars)) return `${sign}$${grouped(Math.abs(dollars))}`;
  const cents = Math.round(Math.abs(dollars) * 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${sign}$${grouped(Math.floor(cents / 100))}.${fraction}`;
}

/** Dates are shown in long format, e.g. "March 5, 2024" (spec §9), as the UTC calendar has them. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
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
