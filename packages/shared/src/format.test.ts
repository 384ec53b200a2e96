import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatLongDate, formatUsd } from './format.ts';
import { pageTitle, TEXTS } from './texts.ts';

describe('format', () => {
  it('When a price is shown, then it is USD with a $ prefix', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(800)).toBe('$800');
  });

  it('When prices and dates are formatted by hand, then they read exactly as Intl writes them', () => {
    const usd = (cents: boolean) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        ...(cents ? {} : { maximumFractionDigits: 0 }),
      });
    const prices = [
      0, 1, 9.5, 12.05, 289.5, 999.99, 1000, 1234.5, 1_000_000, 12_345_678.9, -42, -0.5,
    ];
    for (const price of prices) {
      expect(formatUsd(price)).toBe(usd(!Number.isInteger(price)).format(price));
    }
    const long = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = 0; day < 800; day += 13) {
      const iso = new Date(Date.UTC(2023, 0, 1) + day * 86_400_000 - 3_600_000).toISOString();
      expect(formatLongDate(iso)).toBe(long.format(new Date(iso)));
    }
    expect(formatLongDate('not a date')).toBe(new Date('not a date').toLocaleDateString('en-US'));
  });

  it('When a date is shown, then it is in long format', () => {
    expect(formatLongDate('2024-03-05T10:00:00.000Z')).toBe('March 5, 2024');
  });

  it('When dollars round-trip through cents, then no float error creeps in', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(centsToDollars(1999)).toBe(19.99);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });
});

describe('texts', () => {
  it('When a page title is built, then it reads "{title} - {product}"', () => {
    expect(pageTitle('Blog', 'PhoneBazaar')).toBe('Blog - PhoneBazaar');
  });

  it('When a required-field message is built, then it follows the spec pattern', () => {
    expect(TEXTS.validation.required('Product Name')).toBe('Product Name is required');
    expect(TEXTS.validation.passwordStrong).toBe('Password mast be strong');
  });
});
