import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatLongDate, formatUsd } from './format.ts';
import { pageTitle, TEXTS } from './texts.ts';

describe('format', () => {
  it('When a price is shown, then it is USD with a $ prefix', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(800)).toBe('$800');
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
