import { describe, expect, it } from 'vitest';
import {
  CARD_IMAGE_SIZES,
  cardImageSources,
  IMAGE_VARIANT_WIDTHS,
  imageSrcSet,
  imageVariantUrl,
} from './image-variants.ts';

describe('image variants', () => {
  it('When the URL is a stored WebP on this server or a bucket, then each width gets a -w<width> name', () => {
    expect(imageVariantUrl('/images/abc_D-9.webp', 320)).toBe('/images/abc_D-9-w320.webp');
    expect(imageVariantUrl('https://cdn.example.test/bucket/x1.webp', 640)).toBe(
      'https://cdn.example.test/bucket/x1-w640.webp',
    );
    expect(imageSrcSet('/images/p.webp')).toBe(
      IMAGE_VARIANT_WIDTHS.map((w) => `/images/p-w${w}.webp ${w}w`).join(', '),
    );
  });

  it('When the URL is not a stored WebP (other format, query, odd name), then it has no variants', () => {
    for (const url of [
      '/images/p.jpg',
      '/images/p.webp?x=1',
      'https://i.ibb.co/x/p y.webp',
      '/images/.webp',
      'data:image/webp;base64,AAAA',
    ]) {
      expect(imageVariantUrl(url, 320)).toBeUndefined();
      expect(imageSrcSet(url)).toBeUndefined();
    }
  });

  it('When a card shows a stored WebP, then it offers the variants with the card sizes, and nothing for other pictures', () => {
    expect(cardImageSources('/images/p.webp')).toEqual({
      srcSet: imageSrcSet('/images/p.webp'),
      sizes: CARD_IMAGE_SIZES,
    });
    expect(cardImageSources('/images/p.jpg')).toEqual({});
  });
});
