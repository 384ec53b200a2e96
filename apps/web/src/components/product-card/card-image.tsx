import { CARD_IMAGE_SIZES, cardImageSources } from '@phonebazaar/shared';
import { useState } from 'react';

// Shared with the server's preload of the first card (decision 016).
export { CARD_IMAGE_SIZES };

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
  const { srcSet, sizes } = variantsMissing ? {} : cardImageSources(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
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
