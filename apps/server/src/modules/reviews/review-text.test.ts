import { describe, expect, it } from 'vitest';
import { contactIn } from './review-text.ts';

describe('review text', () => {
  it('When the text has a link, then it is a link', () => {
    for (const text of [
      'see https://example.com/x',
      'www.cheapphones.net',
      'message me on wa.me/8801712345678',
      'go to phonebazaar-deals.com for more',
    ])
      expect(contactIn(text), text).toBe('link');
  });

  it('When the text has a phone number, then it is a phone', () => {
    for (const text of ['call +880 1712-345678', 'my number 01712345678', '(017) 123 4567'])
      expect(contactIn(text), text).toBe('phone');
  });

  it('When the text talks about the phone, then nothing is flagged', () => {
    for (const text of [
      'iPhone 13 Pro 256GB, battery 89%, met at 5 pm. Great seller!',
      'Galaxy S23 Ultra 12/512, as described. 10/10',
      'Paid 45000 taka, fair price.',
      '',
    ])
      expect(contactIn(text), text).toBeUndefined();
  });
});
