import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARD_IMAGE_SIZES, CardImage } from './card-image';

const variants = (base: string) =>
  [320, 480, 640, 800].map((w) => `${base}-w${w}.webp ${w}w`).join(', ');

describe('CardImage', () => {
  it('When the picture is one of ours, then the card offers its width variants with the card sizes', () => {
    render(<CardImage src="/images/abc123.webp" alt="Pixel 7" />);
    const image = screen.getByRole('img', { name: 'Pixel 7' });
    expect(image).toHaveAttribute('srcset', variants('/images/abc123'));
    expect(image).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
    expect(image).toHaveAttribute('src', '/images/abc123.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
    // Explicit size: the box is reserved before the picture arrives (no layout shift).
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '480');
  });

  it('When a variant fails to load (a picture from before variants), then the picture itself is shown', () => {
    render(<CardImage src="/images/old.webp" alt="Galaxy S10" />);
    const image = screen.getByRole('img', { name: 'Galaxy S10' });
    fireEvent.error(image);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).toHaveAttribute('src', '/images/old.webp');
  });

  it('When the picture is elsewhere or not WebP, then it is used as it is', () => {
    render(<CardImage src="https://i.ibb.co/x/photo.jpg" alt="Moto G" />);
    expect(screen.getByRole('img', { name: 'Moto G' })).not.toHaveAttribute('srcset');
  });

  it('When the card is the page top, then its picture loads at once with high priority', () => {
    render(<CardImage src="/images/top.webp" alt="iPhone 14" priority />);
    const image = screen.getByRole('img', { name: 'iPhone 14' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});
