import { imageSrcSet } from '@phonebazaar/shared';
import { useState } from 'react';

/**
 * How wide a card is at each breakpoint (the storefront grids: 1 column, 2 from md, 3 from
 * lg inside max-w-7xl), so the browser picks the variant that fills it on this screen.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw';

interface CardImageProps {
  src: string;
  alt: string;
  /** The first card of a page is often its largest paint: fetched at once, first in line. */
  priority?: boolean;
}

/**
 * A product picture at about the size the card shows (decision 016). Pictures stored
 * before variants existed have none: the first failed variant drops the srcset, and the
 * picture itself loads instead.
 */
export function CardImage({ src, alt, priority = false }: CardImageProps) {
  const [variantsMissing, setVariantsMissing] = useState(false);
  const srcSet = variantsMissing ? undefined : imageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? CARD_IMAGE_SIZES : undefined}
      alt={alt}
      width={640}
      height={480}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={srcSet ? () => setVariantsMissing(true) : undefined}
      className="h-full w-full object-cover"
    />
  );
}
