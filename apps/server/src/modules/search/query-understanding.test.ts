import { describe, expect, it } from 'vitest';
import { applyAliases, understandQuery } from './query-understanding.ts';
import { closestWithin, editDistance, editsAllowed } from './typo-tolerance.ts';

const none = { taken: new Set<string>(), sortGiven: false };

describe('query understanding (issue #42)', () => {
  it('When prices are written the ways people write them, then they become price filters', () => {
    expect(understandQuery('pixel under 400', none).filters).toEqual({ priceMaxCents: 40_000 });
    expect(understandQuery('below $300 samsung', none)).toMatchObject({
      text: 'samsung',
      filters: { priceMaxCents: 30_000 },
    });
    expect(understandQuery('iphone 300-500', none).filters).toEqual({
      priceMinCents: 30_000,
      priceMaxCents: 50_000,
    });
    expect(understandQuery('iphone $300 to $500', none).understood).toEqual([
      { kind: 'priceRange', text: '$ 300 to $ 500', value: '300-500' },
    ]);
    expect(understandQuery('cheap pixel', none)).toMatchObject({
      text: 'pixel',
      sort: 'price_asc',
    });
    expect(understandQuery('cheap pixel', { ...none, sortGiven: true }).text).toBe('cheap pixel');
    // Too long for a price: an id or an IMEI stays text.
    expect(understandQuery('8000-000042281040', none).filters).toEqual({});
  });

  it('When storage, places and condition words are typed, then they become filters', () => {
    for (const text of ['128gb', '128 gb', '128']) {
      expect(understandQuery(`samsung ${text}`, none)).toMatchObject({
        text: 'samsung',
        filters: { storage: [128] },
      });
    }
    expect(understandQuery('iphone 1tb', none).filters).toEqual({ storage: [1024] });
    // A model number is not a storage size.
    expect(understandQuery('iphone 13', none)).toEqual({
      text: 'iphone 13',
      filters: {},
      understood: [],
    });
    expect(understandQuery('moto chattogram', none).filters).toEqual({ area: ['Chittagong'] });
    expect(understandQuery('pixel like new', none).filters).toEqual({ condition: ['Excellent'] });
    // The person's own filter wins: the word stays text.
    expect(understandQuery('motorola dhaka', { ...none, taken: new Set(['area']) }).text).toBe(
      'motorola dhaka',
    );
  });

  it('When a brand is written two ways, then the catalogue spelling is searched', () => {
    expect(applyAliases('i phone 13').text).toBe('iphone 13');
    expect(applyAliases('one plus 11').text).toBe('oneplus 11');
    expect(applyAliases('mi 13').text).toBe('xiaomi 13');
    // Inside a word, nothing changes.
    expect(applyAliases('motorola miracle').text).toBe('motorola miracle');
  });

  it('When a word is typed wrong, then the tolerance follows its length and never touches digits', () => {
    expect([editsAllowed('pro'), editsAllowed('iphon'), editsAllowed('motorolla')]).toEqual([
      0, 1, 2,
    ]);
    expect(editsAllowed('s23')).toBe(0);
    expect(editDistance('samsnug', 'samsung')).toBe(1);
    expect(closestWithin('samsng', ['samsung', 'sams'])).toBe('samsung');
    expect(closestWithin('smsng', ['samsung'])).toBeUndefined();
    expect(closestWithin('motorolla', ['motorola'])).toBe('motorola');
  });
});

describe('removing an understood phrase (the page’s chips)', () => {
  it('When a chip is removed, then its words leave the text and the others stay', async () => {
    const { withoutPhrase } = await import('@phonebazaar/shared');
    const understood = understandQuery('Pixel $300 to $500 Dhaka', none).understood;
    expect(withoutPhrase('Pixel $300 to $500 Dhaka', understood[0]!.text)).toBe('pixel dhaka');
    expect(withoutPhrase('pixel under 400', 'under 400')).toBe('pixel');
    expect(withoutPhrase('pixel', 'dhaka')).toBe('pixel');
  });
});
