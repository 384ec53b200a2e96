import { formatUsd, MIN_PURCHASE_DATE } from '@phonebazaar/shared';

/**
 * Cards show the purchase year, so the form asks for a year (issue #23 item 10); the API's
 * purchaseYear is a date (spec §3), sent as 1 January of that year.
 */
export function purchaseYears(): number[] {
  const first = Number(MIN_PURCHASE_DATE.slice(0, 4));
  const years: number[] = [];
  for (let year = new Date().getFullYear(); year >= first; year--) years.push(year);
  return years;
}

/** Under the selling price: how it stands against the market price (issue #23 item 10). */
export function priceNote(
  market: unknown,
  selling: unknown,
): { text: string; warn: boolean } | undefined {
  if (typeof market !== 'number' || typeof selling !== 'number') return undefined;
  if (!(market > 0) || !(selling > 0)) return undefined;
  const difference = Math.round((market - selling) * 100) / 100;
  if (difference < 0) {
    return {
      text: `This is ${formatUsd(-difference)} above the market price: buyers look for used phones below it.`,
      warn: true,
    };
  }
  if (difference === 0) return { text: 'Same as the market price.', warn: false };
  const percent = Math.round((difference / market) * 100);
  return { text: `${formatUsd(difference)} (${percent}%) below the market price.`, warn: false };
}
