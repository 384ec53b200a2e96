import { describe, expect, it } from 'vitest';
import {
  addProductBodySchema,
  editProductBodySchema,
  latestPurchaseDate,
  phoneSchema,
  priceSchema,
  reportBodySchema,
} from './selling.ts';

const body = {
  productName: 'Pixel 7',
  marketPrice: 599,
  sellingPrice: 19.99,
  purchaseYear: '2023-01-15',
  area: 'Khulna',
  productCondition: 'Excellent',
  categoriesId: '00000000-0000-4000-8000-000000000000',
  productImg: '/images/a.webp',
  description: 'Like new',
  sellerPhone: '+880 1711-000000',
};

describe('selling contracts', () => {
  it('When a phone is typed with spaces, dashes or brackets, then it is normalised to digits', () => {
    expect(phoneSchema.parse(' +1 (415) 555-0100 ')).toBe('+14155550100');
    expect(phoneSchema.safeParse('+1 415 555 0100 1234 5').success).toBe(false);
    expect(phoneSchema.safeParse('555-01').success).toBe(false);
  });

  it('When prices carry float noise, then two decimals pass and three fail', () => {
    expect(addProductBodySchema.safeParse(body).success).toBe(true);
    const ok = (sellingPrice: number) =>
      addProductBodySchema.safeParse({ ...body, sellingPrice }).success;
    expect(ok(19.99)).toBe(true);
    expect(ok(1.07)).toBe(true);
    expect(ok(100_000)).toBe(true);
    expect(ok(1.001)).toBe(false);
    expect(ok(301.495)).toBe(false);
    // Sums with float noise are not whole cents as sent; nobody types them.
    expect(ok(1.1 + 2.2)).toBe(false);
  });

  it('When a price is below $1, above $100,000 or in exponent form, then it is refused with a field message (issue #14, 9)', () => {
    const bad = [1e-9, 0, -1, 0.99, 100_000.01, 1e21, 5e-324, Number.NaN, Infinity, -0];
    for (const marketPrice of bad) {
      const result = addProductBodySchema.safeParse({ ...body, marketPrice });
      expect(result.success, String(marketPrice)).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['marketPrice']);
    }
    expect(editProductBodySchema.safeParse({ sellingPrice: 1e-9 }).success).toBe(false);
    expect(priceSchema('Price').safeParse('5').success).toBe(false);
  });

  it('When the clock is near midnight UTC, then the latest purchase date is ahead by up to 14 hours', () => {
    expect(latestPurchaseDate(new Date('2024-05-01T09:59:00Z'))).toBe('2024-05-01');
    expect(latestPurchaseDate(new Date('2024-05-01T10:00:00Z'))).toBe('2024-05-02');
  });

  it('When an edit names nothing to change, then it is refused', () => {
    expect(editProductBodySchema.safeParse({}).success).toBe(false);
    expect(editProductBodySchema.safeParse({ description: 'x' }).success).toBe(true);
  });

  it('When a report has no body, then it is accepted', () => {
    expect(reportBodySchema.safeParse(undefined).success).toBe(true);
    expect(reportBodySchema.safeParse(null).success).toBe(true);
    expect(reportBodySchema.safeParse({ why: 'x' }).success).toBe(false);
  });
});
